import type { ReactNode } from 'react'
import { cardClassName } from './customer-states'

/** One form of the customer area in its card: heading (which names the form), intro, form. */
export function FormSection({
  headingId,
  title,
  intro,
  children,
}: {
  headingId: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId} className={cardClassName}>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-forest-900">
        {title}
      </h2>
      {intro && <div className="mt-2 text-ink-muted">{intro}</div>}
      {children}
    </section>
  )
}
