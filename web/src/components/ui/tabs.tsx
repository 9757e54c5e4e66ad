import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { tabletQuery, useMediaMatch } from '@/hooks/use-media-query'
import { ChevronDownIcon } from './icons'

export interface TabItem {
  id: string
  label: string
  content: ReactNode
}

/** Tabs on wider screens, an accordion on phones, over the same sections. */
export function ResponsiveTabs({
  items,
  label,
  initial,
}: {
  items: readonly TabItem[]
  label: string
  /** The section shown (or open) first; the first one when not given. */
  initial?: string | undefined
}) {
  const wide = useMediaMatch(tabletQuery)
  if (wide === true) return <Tabs items={items} label={label} initial={initial} />
  if (wide === false) return <Accordion items={items} initial={initial} />
  // The server's markup and hydration: both, CSS showing one (useMediaMatch).
  return (
    <>
      <div className="hidden md:block">
        <Tabs items={items} label={label} initial={initial} />
      </div>
      <div className="md:hidden">
        <Accordion items={items} initial={initial} />
      </div>
    </>
  )
}

/**
 * WAI-ARIA tabs with automatic activation: Arrow Left/Right move to and
 * show the previous or next tab (wrapping), Home and End the first and
 * last; only the selected tab is in the Tab order, followed by its panel.
 */
export function Tabs({
  items,
  label,
  initial,
}: {
  items: readonly TabItem[]
  label: string
  initial?: string | undefined
}) {
  const baseId = useId()
  const [chosen, setChosen] = useState(initial ?? items[0]?.id)
  const selected = items.some((item) => item.id === chosen) ? chosen : items[0]?.id
  const tabs = useRef(new Map<string, HTMLButtonElement>())

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === selected)
    const last = items.length - 1
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const item = items[target]
    if (!item) return
    setChosen(item.id)
    tabs.current.get(item.id)?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-cream-300"
      >
        {items.map((item) => {
          const isSelected = item.id === selected
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element)
                else tabs.current.delete(item.id)
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => {
                setChosen(item.id)
              }}
              // The list scrolls sideways, which would cut the focus ring off: it goes inside.
              className={`-mb-px min-h-11 shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:-outline-offset-3 ${
                isSelected
                  ? 'border-forest-800 text-forest-900'
                  : 'border-transparent text-ink-muted hover:border-cream-300 hover:text-ink'
              }`}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          // APG: a panel is focusable, so the keyboard reaches content without links.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={item.id !== selected}
          className="py-6"
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}

/** Sections that open and close one by one (disclosure buttons under headings); the first (or the initial one) starts open. */
export function Accordion({
  items,
  initial,
}: {
  items: readonly TabItem[]
  initial?: string | undefined
}) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const first = initial ?? items[0]?.id
    return new Set(first ? [first] : [])
  })
  return (
    <div className="divide-y divide-cream-300 border-y border-cream-300">
      {items.map((item) => {
        const expanded = open.has(item.id)
        return (
          <section key={item.id}>
            <h2>
              <button
                type="button"
                id={`${baseId}-button-${item.id}`}
                aria-expanded={expanded}
                aria-controls={`${baseId}-section-${item.id}`}
                onClick={() => {
                  setOpen((current) => {
                    const next = new Set(current)
                    if (expanded) next.delete(item.id)
                    else next.add(item.id)
                    return next
                  })
                }}
                className="flex min-h-12 w-full items-center justify-between gap-3 py-3 text-left font-medium text-ink"
              >
                {item.label}
                <ChevronDownIcon
                  className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <div
              id={`${baseId}-section-${item.id}`}
              role="region"
              aria-labelledby={`${baseId}-button-${item.id}`}
              hidden={!expanded}
              className="pb-5"
            >
              {item.content}
            </div>
          </section>
        )
      })}
    </div>
  )
}
