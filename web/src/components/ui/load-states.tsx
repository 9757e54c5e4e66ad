import { secondaryButtonClassName } from './button-styles'

/** A page's data is on its way: the words for it in a live region. */
export function LoadingState({ text }: { text: string }) {
  return (
    <p role="status" className="mt-8 text-ink-muted">
      {text}
    </p>
  )
}

/** A page's data did not come: what went wrong, announced, and a button to ask again. */
export function LoadFailedState({
  message,
  retry,
  onRetry,
}: {
  message: string
  retry: string
  onRetry: () => void
}) {
  return (
    <div
      role="alert"
      className="mt-8 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800"
    >
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={`mt-3 ${secondaryButtonClassName}`}>
        {retry}
      </button>
    </div>
  )
}
