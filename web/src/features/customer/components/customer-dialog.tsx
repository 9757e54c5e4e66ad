import type { ReactNode } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'

/**
 * A modal dialog of the customer area on React Aria's Modal: focus stays
 * inside and the page behind is inert, Escape closes it (unless
 * `keepOpen`, while it is busy), and focus returns to what opened it. A
 * sheet from the bottom on phones, a centred panel from sm up; its
 * content scrolls inside. `role="alertdialog"` for confirmations.
 */
export function CustomerDialog({
  labelledBy,
  describedBy,
  role = 'dialog',
  onClose,
  keepOpen = false,
  size = 'large',
  children,
}: {
  labelledBy: string
  describedBy?: string
  role?: 'dialog' | 'alertdialog'
  onClose: () => void
  keepOpen?: boolean
  size?: 'large' | 'small'
  children: ReactNode
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled={keepOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      className="fixed inset-0 z-50 flex items-end justify-center bg-forest-950/60 sm:items-center sm:p-4"
    >
      <Modal
        className={`flex max-h-dvh w-full flex-col overflow-hidden rounded-t-xl bg-cream-50 text-ink shadow-2xl sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl ${
          size === 'large' ? 'max-w-2xl' : 'max-w-md'
        }`}
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
