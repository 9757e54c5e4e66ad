import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { ChevronDownIcon } from '@/components/ui/icons'
import type { NavigationItem } from '../types'

// The panels' columns load when the visitor first reaches for the menu.
const loadPanel = () => import('./mega-menu-panel')
const MegaMenuPanel = lazy(() =>
  loadPanel().then(({ MegaMenuPanel }) => ({ default: MegaMenuPanel })),
)
const preloadPanel = () => {
  void loadPanel()
}

const hoverOpenDelay = 120
const hoverCloseDelay = 250

/**
 * The desktop main navigation (disclosure navigation pattern): top
 * categories in the bar; one with subcategories opens a panel with levels 2
 * to 4 in columns. Enter or Space toggle a panel, Escape closes it and
 * returns to its button, Arrow Left/Right, Home and End move along the bar,
 * Arrow Down opens a panel and enters it. A mouse opens panels on hover.
 * Panels close on navigation, on a click elsewhere and when focus leaves.
 */
export function MegaMenu({ items, label }: { items: readonly NavigationItem[]; label: string }) {
  const baseId = useId()
  const { pathname } = useLocation()
  const [openId, setOpenId] = useState<string | null>(null)
  const [closedAt, setClosedAt] = useState(pathname)
  const navRef = useRef<HTMLElement>(null)
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const openedByHover = useRef(false)

  // A new page closes the panel.
  if (closedAt !== pathname) {
    setClosedAt(pathname)
    setOpenId(null)
  }

  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [openId])

  useEffect(
    () => () => {
      clearTimeout(hoverTimer.current)
    },
    [],
  )

  const topControls = () => [
    ...(navRef.current?.querySelectorAll<HTMLElement>('[data-menu-top]') ?? []),
  ]
  const panelId = (item: NavigationItem) => `${baseId}-panel-${item.id}`
  const buttonOf = (id: string) =>
    navRef.current?.querySelector<HTMLElement>(`[data-menu-top="${CSS.escape(id)}"]`)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openId !== null) {
      event.preventDefault()
      const id = openId
      setOpenId(null)
      buttonOf(id)?.focus()
      return
    }
    const target = event.target as HTMLElement
    const topId = target.dataset.menuTop
    if (topId === undefined) return
    const controls = topControls()
    const index = controls.indexOf(target)
    const move = {
      ArrowRight: (index + 1) % controls.length,
      ArrowLeft: (index - 1 + controls.length) % controls.length,
      Home: 0,
      End: controls.length - 1,
    }[event.key]
    if (move !== undefined) {
      event.preventDefault()
      controls[move]?.focus()
      return
    }
    if (event.key === 'ArrowDown' && target.tagName === 'BUTTON') {
      event.preventDefault()
      openedByHover.current = false
      setOpenId(topId)
      // The panel renders with the state change; enter it once it is there.
      requestAnimationFrame(() => {
        document
          .getElementById(`${baseId}-panel-${topId}`)
          ?.querySelector<HTMLElement>('a')
          ?.focus()
      })
    }
  }

  const scheduleHover = (id: string | null, delay: number) => {
    clearTimeout(hoverTimer.current)
    hoverTimer.current = setTimeout(() => {
      openedByHover.current = id !== null
      setOpenId(id)
    }, delay)
  }

  return (
    // Keys and focus of the bar's buttons and links are handled here in one place.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      aria-label={label}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus going to another window or tab is no reason to close.
        if (event.relatedTarget === null && !document.hasFocus()) return
        if (!navRef.current?.contains(event.relatedTarget)) setOpenId(null)
      }}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && openedByHover.current)
          scheduleHover(null, hoverCloseDelay)
      }}
    >
      <ul className="flex flex-wrap items-center gap-x-1">
        {items.map((item) => {
          const open = openId === item.id
          const hasPanel = item.children.length > 0
          const topClassName = `inline-flex min-h-12 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-forest-800 hover:text-cream-50 ${
            open ? 'bg-forest-800 text-cream-50' : 'text-cream-100'
          }`
          return (
            <li
              key={item.id}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return
                if (hasPanel) scheduleHover(item.id, openId === null ? hoverOpenDelay : 0)
                else if (openId !== null) scheduleHover(null, hoverOpenDelay)
              }}
            >
              {hasPanel ? (
                <button
                  type="button"
                  data-menu-top={item.id}
                  aria-expanded={open}
                  aria-controls={panelId(item)}
                  onClick={() => {
                    clearTimeout(hoverTimer.current)
                    // A click on a panel the mouse has just opened keeps it open.
                    if (open && openedByHover.current) openedByHover.current = false
                    else setOpenId(open ? null : item.id)
                  }}
                  className={topClassName}
                >
                  {item.name}
                  <ChevronDownIcon
                    className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
                  />
                </button>
              ) : (
                <Link to={item.href} data-menu-top={item.id} className={topClassName}>
                  {item.name}
                </Link>
              )}
              {hasPanel && (
                <div
                  id={panelId(item)}
                  hidden={!open}
                  className="absolute inset-x-0 top-full z-40 border-t border-brass-400 bg-cream-50 text-ink shadow-xl [--focus-ring:var(--color-forest-700)]"
                >
                  {open && (
                    <Suspense fallback={null}>
                      <MegaMenuPanel item={item} />
                    </Suspense>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
