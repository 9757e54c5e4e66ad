import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'

const arrowClassName =
  'inline-flex size-11 items-center justify-center rounded-full bg-cream-50 text-forest-900 shadow ring-1 ring-cream-300 transition-colors hover:bg-forest-800 hover:text-cream-50 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-cream-50 disabled:hover:text-forest-900'

/**
 * A row of cards that scrolls sideways: by swiping, by the scroll bar, by
 * the arrow keys once the row has focus, by the previous and next buttons,
 * and by tabbing through the cards' links, which scrolls each into view.
 * Cards snap into place; nothing moves on its own.
 */
export function CardSlider({ label, items }: { label: string; items: readonly ReactNode[] }) {
  const { t } = useTranslation()
  const listId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ atStart: true, atEnd: true })

  const measure = useCallback(() => {
    const list = listRef.current
    if (!list) return
    const max = list.scrollWidth - list.clientWidth
    setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= max - 1 })
  }, [])

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    measure()
    list.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      list.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [measure, items.length])

  const page = (direction: 1 | -1) => {
    const list = listRef.current
    if (!list) return
    // Most of a screen's width, so the last card seen stays in sight.
    const left = direction * Math.max(list.clientWidth * 0.85, 200)
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (typeof list.scrollBy === 'function') {
      list.scrollBy({ left, behavior: smooth ? 'smooth' : 'auto' })
    } else {
      list.scrollLeft += left
    }
  }

  return (
    <div className="relative">
      <ul
        ref={listRef}
        id={listId}
        aria-label={label}
        // The row can be scrolled with the keyboard once it has focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth px-1 pt-1 pb-4 sm:gap-5 motion-reduce:scroll-auto"
      >
        {items.map((item, index) => (
          <li
            key={index}
            className="w-[calc(50%-0.375rem)] shrink-0 snap-start sm:w-[calc(33.333%-0.834rem)] xl:w-[calc(25%-0.9375rem)]"
          >
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          aria-controls={listId}
          aria-label={t('content.slider.previous')}
          disabled={edges.atStart}
          onClick={() => {
            page(-1)
          }}
          className={arrowClassName}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-controls={listId}
          aria-label={t('content.slider.next')}
          disabled={edges.atEnd}
          onClick={() => {
            page(1)
          }}
          className={arrowClassName}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  )
}
