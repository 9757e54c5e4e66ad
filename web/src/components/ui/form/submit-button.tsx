import type { BaseSyntheticEvent, ReactNode, SyntheticEvent } from 'react'
import { buttonClassName } from '@/components/ui/button-styles'

/**
 * A form's submit button. While the form is sending it says so and only
 * looks disabled (aria-disabled), so it keeps the focus and a screen
 * reader still finds it; submitUnlessPending ignores the clicks meanwhile.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean
  /** "Sending …" */
  pendingLabel: string
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      aria-disabled={pending}
      className={`${buttonClassName} aria-disabled:cursor-progress aria-disabled:opacity-70`}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}

/** A form's onSubmit that sends unless it is sending already (react-hook-form's handleSubmit). */
export function submitUnlessPending(
  pending: boolean,
  submit: (event?: BaseSyntheticEvent) => Promise<void>,
) {
  return (event: SyntheticEvent<HTMLFormElement>) => {
    if (pending) event.preventDefault()
    else void submit(event)
  }
}
