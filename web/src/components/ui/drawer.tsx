import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons'

export interface DrawerProps {
  open: boolean
  onClose: () => void
  title: string
  /** Hides the title visually; it still names the dialog. */
  hideTitle?: boolean
  side?: 'left' | 'right'
  children: ReactNode
  /** Stays at the bottom while the content scrolls. */
  footer?: ReactNode
}

/**
 * A panel sliding in from the side as a modal <dialog>: the browser keeps
 * focus inside, makes the page behind it inert, closes it on Escape and
 * returns focus to where it was. A click on the backdrop closes it too.
 */
export function Drawer({
  open,
  onClose,
  title,
  hideTitle = false,
  side = 'left',
  children,
  footer,
}: DrawerProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // The backdrop is part of the dialog element; a click on it closes, as the close button and Escape do.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className={`fixed inset-y-0 m-0 h-dvh max-h-none w-[min(24rem,88vw)] max-w-none bg-cream-50 p-0 text-ink shadow-2xl backdrop:bg-forest-950/60 ${
        side === 'left' ? 'mr-auto' : 'ml-auto'
      }`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-cream-300 px-4 py-3">
          <h2
            id={titleId}
            className={hideTitle ? 'sr-only' : 'font-display text-xl font-semibold text-forest-900'}
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 ml-auto inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-cream-200"
          >
            <CloseIcon />
            <span className="sr-only">{t('common.close')}</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer && <div className="border-t border-cream-300 p-4">{footer}</div>}
      </div>
    </dialog>
  )
}
