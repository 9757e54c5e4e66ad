import type { ReactNode } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons'

const widths = { small: 'max-w-md', medium: 'max-w-lg', large: 'max-w-2xl' } as const

/**
 * Where it opens: in the middle (from sm up), or as a panel along the
 * screen's end side, the whole height (a cart drawer, as Shopify's and
 * Shopware's shops open one). On phones both are a sheet from the bottom.
 */
const placements = {
  center: {
    overlay: 'sm:items-center sm:p-4',
    modal: 'sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl',
  },
  end: {
    overlay: 'sm:items-stretch sm:justify-end',
    modal: 'sm:h-dvh sm:max-h-none sm:rounded-none',
  },
} as const

/**
 * A modal dialog on React Aria's Modal: focus stays inside and the page
 * behind is inert, Escape closes it (unless `keepOpen`: it is busy, or
 * must not be left without a choice), and focus returns to what opened
 * it. A click outside closes it only when `dismissable`. A sheet from the
 * bottom on phones, a centred panel from sm up (or one along the end side,
 * `placement="end"`); the content (a
 * ModalDialogBody that scrolls, a ModalDialogFooter that stays) fills it.
 * `role="alertdialog"` for confirmations.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  role = 'dialog',
  onClose,
  keepOpen = false,
  dismissable = false,
  size = 'large',
  placement = 'center',
  children,
}: {
  /** The id of its heading (ModalDialogHeading), which names it. */
  labelledBy: string
  describedBy?: string | undefined
  role?: 'dialog' | 'alertdialog'
  onClose: () => void
  keepOpen?: boolean
  dismissable?: boolean
  size?: keyof typeof widths
  placement?: keyof typeof placements
  children: ReactNode
}) {
  const place = placements[placement]
  return (
    <ModalOverlay
      isOpen
      isDismissable={dismissable}
      isKeyboardDismissDisabled={keepOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      className={`fixed inset-0 z-50 flex items-end justify-center bg-forest-950/60 ${place.overlay}`}
    >
      <Modal
        className={`flex max-h-dvh w-full flex-col overflow-hidden rounded-t-xl bg-cream-50 text-ink shadow-2xl ${place.modal} ${widths[size]}`}
      >
        <Dialog
          role={role}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          className="flex min-h-0 flex-1 flex-col outline-none"
        >
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** The dialog's heading; its id is the dialog's `labelledBy`. */
export function ModalDialogHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-display text-2xl font-semibold text-forest-900">
      {children}
    </h2>
  )
}

/** The close button (an ×, named "Close") beside a dialog's heading. */
export function ModalDialogCloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={onClose}
      className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-cream-200"
    >
      <CloseIcon />
      <span className="sr-only">{t('common.close')}</span>
    </button>
  )
}

/** A bar above the body that stays in view: the heading and the close button. */
export function ModalDialogHeader({
  headingId,
  onClose,
  children,
}: {
  headingId: string
  onClose: () => void
  /** The heading's text. */
  children: ReactNode
}) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-cream-300 px-5 py-4 sm:px-7">
      <ModalDialogHeading id={headingId}>{children}</ModalDialogHeading>
      <ModalDialogCloseButton onClose={onClose} />
    </div>
  )
}

/**
 * What the dialog says and asks: it scrolls inside when it is taller than
 * the screen, so that the footer stays in view. `belowHeader`: less room
 * above and below, as a ModalDialogHeader stands over it.
 */
export function ModalDialogBody({
  belowHeader = false,
  children,
}: {
  belowHeader?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={`min-h-0 flex-1 overflow-y-auto overscroll-contain p-5 ${belowHeader ? 'sm:px-7' : 'sm:p-7'}`}
    >
      {children}
    </div>
  )
}

/** The dialog's buttons, in view below the body: stacked on phones (the first at the bottom), in a row from sm up. */
export function ModalDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-cream-300 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
      {children}
    </div>
  )
}

/** The footer's button that confirms what cannot be undone (cancelling, deleting); shows a wait while aria-disabled. */
export const dangerButtonClassName =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-800 px-5 py-2.5 font-medium text-cream-50 shadow-sm transition-colors hover:bg-red-900 aria-disabled:cursor-progress aria-disabled:opacity-70'
