import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'

/**
 * A dialog for what needs a decision (ship, refund, cancel): focus stays
 * inside, Escape closes it, focus returns to what opened it.
 */
export function ActionDialog({
  title,
  open,
  onClose,
  children,
  alert = false,
}: {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
  alert?: boolean
}) {
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(o) => {
        if (!o) onClose()
      }}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="max-h-[90dvh] w-full max-w-lg overflow-auto rounded-xl bg-white p-6 shadow-xl">
        <Dialog role={alert ? 'alertdialog' : 'dialog'} className="outline-none">
          <Heading slot="title" className="mb-4 text-xl font-semibold">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** A confirming dialog's two buttons: the action, and the way out. */
export function ConfirmButtons({
  confirm,
  cancel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  confirm: string
  cancel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <div className="flex gap-3">
      <button type="button" className={buttonClassName} disabled={busy} onClick={onConfirm}>
        {confirm}
      </button>
      <button type="button" className={secondaryButtonClassName} onClick={onCancel}>
        {cancel}
      </button>
    </div>
  )
}
