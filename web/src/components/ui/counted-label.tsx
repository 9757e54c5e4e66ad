import type { ReactNode } from 'react'

/**
 * What a header's counted entry shows (the cart, the wish list): its icon,
 * its label (for screen readers only below xl), the count as a badge from
 * one on (99+ beyond) hidden from screen readers, which hear the count in
 * words after the label instead ("Warenkorb, 2 Artikel"). The control
 * that holds it (a link, a button) is `relative` for the badge.
 */
export function CountedLabel({
  icon,
  label,
  count,
  countText,
}: {
  icon: ReactNode
  label: string
  count: number
  /** The count in words, as the catalog says it. */
  countText: string
}) {
  return (
    <>
      {icon}
      <span className="sr-only xl:not-sr-only">{label}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-brass-400 px-1 text-center text-xs leading-5 font-semibold text-forest-950 tabular-nums xl:static xl:ml-0.5"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
      <span className="sr-only">
        {', '}
        {countText}
      </span>
    </>
  )
}
