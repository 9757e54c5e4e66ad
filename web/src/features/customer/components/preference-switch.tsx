import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * A yes/no preference of the personal data form drawn as a switch: a
 * checkbox with the switch role lies over the drawn track and takes the
 * clicks, the focus and the screen reader; the note (and anything shown
 * below it) describes it.
 */
export function PreferenceSwitch({
  id,
  label,
  note,
  describedBy = [],
  field,
  children,
}: {
  id: string
  label: string
  note: string
  /** Further ids describing the switch (a status shown below). */
  describedBy?: string[]
  field: UseFormRegisterReturn
  children?: ReactNode
}) {
  const noteId = `${id}-note`
  return (
    <div className="sm:col-span-2">
      <div className="flex min-h-11 items-center justify-between gap-4 sm:justify-start">
        <label htmlFor={id} className="cursor-pointer font-medium text-ink">
          {label}
        </label>
        <span className="relative inline-flex shrink-0">
          <input
            id={id}
            type="checkbox"
            role="switch"
            aria-describedby={[noteId, ...describedBy].join(' ')}
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
            {...field}
          />
          <span
            aria-hidden="true"
            className="flex h-7 w-12 items-center rounded-full border-2 border-forest-800 bg-cream-50 p-0.5 transition-colors peer-checked:bg-forest-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-forest-700 peer-checked:*:translate-x-5 peer-checked:*:bg-cream-50"
          >
            <span className="size-5 rounded-full bg-forest-800 transition-transform" />
          </span>
        </span>
      </div>
      <p id={noteId} className="mt-1 text-sm text-ink-muted">
        {note}
      </p>
      {children}
    </div>
  )
}
