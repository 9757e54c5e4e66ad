import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Drawer } from '@/components/ui/drawer'
import { ChevronLeftIcon, ChevronRightIcon, MenuIcon } from '@/components/ui/icons'
import type { NavigationItem } from '../types'

const rowClassName =
  'flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-left text-ink hover:bg-cream-200'

/**
 * The phone's main navigation: a menu button opening a drawer that drills
 * down level by level, with a back button to the level above. Focus moves
 * to each new level's heading, and back to the entry it came from; the
 * drawer closes on Escape and on navigation.
 */
export function NavigationDrawer({
  items,
  label,
}: {
  items: readonly NavigationItem[]
  label: string
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const [trail, setTrail] = useState<readonly NavigationItem[]>([])
  const [closedAt, setClosedAt] = useState(pathname)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const returnTo = useRef<string | null>(null)

  if (closedAt !== pathname) {
    setClosedAt(pathname)
    setOpen(false)
    setTrail([])
  }

  const current = trail.at(-1)
  const entries = current ? current.children : items

  useEffect(() => {
    if (!open) return
    const id = returnTo.current
    returnTo.current = null
    if (id) listRef.current?.querySelector<HTMLElement>(`[data-entry="${CSS.escape(id)}"]`)?.focus()
    else if (trail.length > 0) headingRef.current?.focus()
  }, [trail, open])

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true)
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-cream-100 hover:bg-forest-800"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{t('navigation.open')}</span>
      </button>
      <Drawer
        open={open}
        onClose={() => {
          setOpen(false)
          setTrail([])
        }}
        title={label}
        side="left"
      >
        <nav aria-label={label}>
          {current && (
            <div className="border-b border-cream-300">
              <button
                type="button"
                onClick={() => {
                  returnTo.current = current.id
                  setTrail(trail.slice(0, -1))
                }}
                className={`${rowClassName} justify-start text-sm font-medium text-forest-800`}
              >
                <ChevronLeftIcon className="size-5" />
                {t('navigation.back', { name: trail.at(-2)?.name ?? label })}
              </button>
              <h3
                ref={headingRef}
                tabIndex={-1}
                className="px-4 pt-2 pb-1 font-display text-xl font-semibold text-forest-900 outline-none"
              >
                {current.name}
              </h3>
              <Link
                to={current.href}
                className={`${rowClassName} font-medium text-forest-800 underline`}
              >
                {t('navigation.showAll', { name: current.name })}
              </Link>
            </div>
          )}
          <ul ref={listRef} className="py-2">
            {entries.map((item) => (
              <li key={item.id}>
                {item.children.length > 0 ? (
                  <button
                    type="button"
                    data-entry={item.id}
                    onClick={() => {
                      setTrail([...trail, item])
                    }}
                    className={rowClassName}
                  >
                    {item.name}
                    <ChevronRightIcon className="size-5 text-ink-muted" />
                    <span className="sr-only">{t('navigation.subcategories')}</span>
                  </button>
                ) : (
                  <Link to={item.href} data-entry={item.id} className={rowClassName}>
                    {item.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  )
}
