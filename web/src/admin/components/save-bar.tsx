import { ActionDialog, ConfirmButtons } from './dialog'
import { buttonClassName, ErrorNote, secondaryButtonClassName } from './ui'
import { ApiError } from '../lib/api'
import { useText } from '../lib/text'

/** Whether a save was refused because someone changed the object meanwhile. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'CONFLICT'
}

/**
 * The foot of an editor's form: the saved note (announced), the save's
 * error that belongs to no field, the submit button and, when the editor
 * may delete, the delete button (which opens a DeleteDialog). A save
 * refused as changed meanwhile (Conflict) shows its message with a button
 * that reloads what the server holds now (the edits are lost), as the
 * pages editor does.
 */
export function SaveBar({
  saveLabel,
  busy = false,
  saved = null,
  error = null,
  onReload,
  deleteLabel,
  onDelete,
}: {
  saveLabel: string
  busy?: boolean
  /** The note after a save; null while there is none. */
  saved?: string | null
  /** The save's error when it names no field (field errors show on their fields). */
  error?: unknown
  /** Reloads the object; offered on a Conflict. */
  onReload?: () => void
  deleteLabel?: string
  /** Opens the delete dialog; without it there is no delete button. */
  onDelete?: () => void
}) {
  const { t } = useText()
  const conflict = onReload && isConflict(error) ? error : null
  return (
    <>
      <div role="status" aria-live="polite">
        {saved ? <p className="font-medium text-forest-800">{saved}</p> : null}
      </div>
      {conflict ? (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          <p className="mb-2">{conflict.message}</p>
          <button type="button" className={buttonClassName} onClick={onReload}>
            {t('saveBar.reload')}
          </button>
        </div>
      ) : (
        <ErrorNote error={error} />
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClassName} disabled={busy}>
          {saveLabel}
        </button>
        {onDelete && deleteLabel ? (
          <button type="button" className={secondaryButtonClassName} onClick={onDelete}>
            {deleteLabel}
          </button>
        ) : null}
      </div>
    </>
  )
}

/**
 * The question before deleting (an alert dialog): what goes, the delete's
 * error, the delete and the way out.
 */
export function DeleteDialog({
  title,
  text,
  open,
  confirmLabel,
  busy = false,
  error = null,
  onConfirm,
  onClose,
}: {
  title: string
  text: string
  open: boolean
  confirmLabel: string
  busy?: boolean
  error?: unknown
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useText()
  return (
    <ActionDialog title={title} open={open} alert onClose={onClose}>
      <p className="mb-4">{text}</p>
      <ErrorNote error={error} />
      <ConfirmButtons
        confirm={confirmLabel}
        cancel={t('saveBar.cancel')}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onClose}
      />
    </ActionDialog>
  )
}
