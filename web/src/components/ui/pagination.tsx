import { Link } from 'react-router'

/** SPEC.md section 9: pages shown beside the current one on each side. */
export const paginationSiblingCount = 2

/** A page number, or a gap of pages left out. */
export type PaginationEntry = number | 'gap-start' | 'gap-end'

const span = (from: number, to: number) =>
  Array.from({ length: Math.max(to - from + 1, 0) }, (_, index) => from + index)

/**
 * The pages a pagination shows (SPEC.md sections 4 and 9): the first and
 * the last, the current one with `siblings` on each side, and a gap where
 * pages are left out. A gap stands for two pages at least (one page is
 * shown instead), so the number of entries stays the same on every page.
 */
export function paginationRange(
  page: number,
  pageCount: number,
  siblings: number = paginationSiblingCount,
): PaginationEntry[] {
  const count = Math.max(pageCount, 1)
  const current = Math.min(Math.max(page, 1), count)
  // First, last, current, the siblings and two gaps.
  const slots = siblings * 2 + 5
  if (count <= slots) return span(1, count)
  const left = Math.max(current - siblings, 1)
  const right = Math.min(current + siblings, count)
  const gapBefore = left > 3
  const gapAfter = right < count - 2
  const edge = siblings * 2 + 3
  if (!gapBefore) return [...span(1, edge), 'gap-end', count]
  if (!gapAfter) return [1, 'gap-start', ...span(count - edge + 1, count)]
  return [1, 'gap-start', ...span(left, right), 'gap-end', count]
}

export interface PaginationLabels {
  /** The navigation's name ("Seiten der Bestellungen"). */
  navigation: string
  previous: string
  next: string
  /** A page's link name for screen readers ("Seite 3"). */
  page: (page: number) => string
}

const itemClassName =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium'
const linkClassName = `${itemClassName} text-forest-800 ring-1 ring-cream-300 hover:bg-cream-200 hover:text-forest-900`
const currentClassName = `${itemClassName} bg-forest-800 text-cream-50`
const disabledClassName = `${itemClassName} cursor-not-allowed text-ink-muted opacity-60 ring-1 ring-cream-300`

/**
 * Pages as links (the page is in the URL, so each can be opened, shared
 * and reached with the keyboard): previous, the range of paginationRange,
 * next; the current page's link is marked aria-current. Previous and
 * next are disabled at the ends: links without a target, marked
 * aria-disabled, which the keyboard passes by. Nothing
 * shows for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  labels,
  className = '',
}: {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
  labels: PaginationLabels
  className?: string
}) {
  if (pageCount <= 1) return null
  const current = Math.min(Math.max(page, 1), pageCount)
  const step = (target: number, text: string, rel: 'prev' | 'next') => {
    // The arrow points the way, before "previous" and after "next"; on a phone it stands alone.
    const arrow = (
      <span aria-hidden="true" className={rel === 'prev' ? 'sm:mr-1' : 'sm:ml-1'}>
        {rel === 'prev' ? '‹' : '›'}
      </span>
    )
    const label = <span className="sr-only sm:not-sr-only">{text}</span>
    const content =
      rel === 'prev' ? (
        <>
          {arrow}
          {label}
        </>
      ) : (
        <>
          {label}
          {arrow}
        </>
      )
    return target < 1 || target > pageCount ? (
      <span role="link" aria-disabled="true" className={disabledClassName}>
        {content}
      </span>
    ) : (
      <Link to={hrefFor(target)} rel={rel} className={linkClassName}>
        {content}
      </Link>
    )
  }

  return (
    <nav aria-label={labels.navigation} className={className}>
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>{step(current - 1, labels.previous, 'prev')}</li>
        {paginationRange(current, pageCount).map((entry) => (
          <li key={entry}>
            {typeof entry !== 'number' ? (
              <span aria-hidden="true" className={`${itemClassName} text-ink-muted`}>
                …
              </span>
            ) : entry === current ? (
              <Link
                to={hrefFor(entry)}
                aria-current="page"
                aria-label={labels.page(entry)}
                className={currentClassName}
              >
                {entry}
              </Link>
            ) : (
              <Link to={hrefFor(entry)} aria-label={labels.page(entry)} className={linkClassName}>
                {entry}
              </Link>
            )}
          </li>
        ))}
        <li>{step(current + 1, labels.next, 'next')}</li>
      </ul>
    </nav>
  )
}
