import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteName } from '@/lib/site-identity'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { Logo } from '@/components/ui/logo'
import type { Locale } from '@/lib/locale'

/** The site's own logo, where its editors set one. */
export interface HeaderLogo {
  url: string
  width?: number | null
  height?: number | null
}

/**
 * The dark header band every layout with a header shares: the logo linking
 * to the language's home page, then the layout's own items; top goes above
 * the row (the announcements), start before the logo, below under the row.
 * Translucent, it lies over the top of the page (a content page's
 * transparent header style over its hero).
 *
 * `stickyOnPhones`: below the desktop width the header stays at the top of
 * the screen while the page scrolls (the announcements above the row
 * scroll away), so the menu, the search and the cart stay one tap away, as
 * large shops keep them. The page's scroll padding (--sticky-header on the
 * root, styles.css) keeps what gets the focus or is scrolled to from
 * hiding beneath it.
 */
export function HeaderBar({
  locale,
  className,
  top,
  start,
  children,
  below,
  logo,
  translucent = false,
  stickyOnPhones = false,
}: {
  locale: Locale
  /** Classes of the inner row, for its height and spacing. */
  className: string
  top?: ReactNode
  start?: ReactNode
  children?: ReactNode
  below?: ReactNode
  logo?: HeaderLogo | null
  translucent?: boolean
  stickyOnPhones?: boolean
}) {
  const { t } = useTranslation()
  const siteName = useSiteName(t('meta.siteName'))
  const headerRef = useRef<HTMLElement>(null)
  const topRef = useRef<HTMLDivElement>(null)
  const topHeight = useStickyHeader(headerRef, topRef, stickyOnPhones)
  const sticky = stickyOnPhones
    ? translucent
      ? 'max-lg:fixed max-lg:top-[var(--header-top,0px)]'
      : 'max-lg:sticky max-lg:top-[var(--header-top,0px)]'
    : ''
  return (
    <header
      ref={headerRef}
      // No style attribute in the server's markup (the CSP allows none): the offset comes once measured.
      style={
        stickyOnPhones && topHeight > 0
          ? ({ '--header-top': `-${String(topHeight)}px` } as CSSProperties)
          : undefined
      }
      className={`z-30 text-cream-100 [--focus-ring:var(--color-brass-400)] ${
        translucent
          ? 'absolute inset-x-0 top-0 bg-forest-950/75 backdrop-blur-sm'
          : 'relative border-b-2 border-brass-400 bg-forest-900'
      } ${sticky}`}
    >
      {stickyOnPhones ? <div ref={topRef}>{top}</div> : top}
      <Container className={`flex items-center ${className}`}>
        {start}
        <Link
          to={`/${locale}`}
          aria-label={t('layout.homeLink', { name: siteName })}
          className="-ml-1 shrink-0 rounded-md p-1 text-cream-50"
        >
          {logo ? (
            <img
              src={logo.url}
              alt=""
              width={logo.width ?? undefined}
              height={logo.height ?? undefined}
              className="h-9 w-auto max-w-40 object-contain sm:h-10"
            />
          ) : (
            <Logo />
          )}
        </Link>
        {children}
      </Container>
      {below}
    </header>
  )
}

/**
 * Keeps a sticky header's measures in step as it changes size: answers the
 * height of what scrolls away above its row (the announcements), and sets
 * --sticky-header on the document's root to the height that stays.
 */
function useStickyHeader(
  headerRef: RefObject<HTMLElement | null>,
  topRef: RefObject<HTMLDivElement | null>,
  sticky: boolean,
): number {
  const [topHeight, setTopHeight] = useState(0)
  useLayoutEffect(() => {
    const header = headerRef.current
    if (!sticky || !header) return
    const root = document.documentElement
    const measure = () => {
      const above = topRef.current?.offsetHeight ?? 0
      setTopHeight(above)
      root.style.setProperty('--sticky-header', `${String(header.offsetHeight - above)}px`)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(header)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--sticky-header')
    }
  }, [headerRef, topRef, sticky])
  return topHeight
}
