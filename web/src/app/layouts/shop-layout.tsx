import { useLayoutEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Container } from '@/components/ui/container'
import { mainContentId } from '@/components/ui/main-content'
import { SkipLink } from '@/components/ui/skip-link'
import type { ClubSummary } from '@/features/clubs/api/get-visible-clubs.content'
import type { Site } from '@/features/site/api/get-site.content'
import { announcements } from '@/features/site/lib/site-entries'
import type { Locale } from '@/lib/locale'
import type { HeaderStyle } from './layout-frame'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The default frame: the site's header and footer around the page. A
 * transparent header lies over the page's first block, so the page starts
 * at the top.
 */
export function ShopLayout({
  locale,
  scope = 'shop',
  site = null,
  club = null,
  headerStyle = 'default',
  children,
}: {
  locale: Locale
  scope?: 'club' | 'shop'
  site?: Site | null
  club?: ClubSummary | null
  headerStyle?: HeaderStyle
  children: ReactNode
}) {
  const { t } = useTranslation()
  const rootRef = useRef<HTMLDivElement>(null)
  useHeaderOverlap(rootRef, headerStyle === 'transparent')
  return (
    <div
      ref={rootRef}
      className="relative flex min-h-dvh flex-col overflow-x-clip"
      data-scope={scope}
      {...(headerStyle === 'transparent' && {
        'data-header-overlap': '',
        style: headerHeightGuess(site),
      })}
    >
      <SkipLink>{t('layout.skipToContent')}</SkipLink>
      <SiteHeader locale={locale} site={site} club={club} headerStyle={headerStyle} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        <Container
          className={
            headerStyle === 'transparent' ? 'pb-10 sm:pb-14 lg:pb-16' : 'py-10 sm:py-14 lg:py-16'
          }
        >
          {children}
        </Container>
      </main>
      <SiteFooter locale={locale} site={site} />
    </div>
  )
}

/**
 * The transparent header's height before the browser measures it: its
 * announcements over the row and the row beneath (search on phones, the
 * main navigation on desktops), as site-header.tsx lays them out, per width
 * (styles.css picks one). The server's markup keeps the hero's text clear
 * of the header with it, so the hero does not grow when the measure comes;
 * the measure still corrects an announcement that wraps further.
 */
function headerHeightGuess(site: Site | null): CSSProperties {
  const shown = announcements(site)
  const bars = shown.length * 2.25
  return {
    ['--header-guess-phone' as string]: `${String(bars + 7.5)}rem`,
    ['--header-guess-desktop' as string]: `${String(bars + 8.0625)}rem`,
  }
}

/**
 * A transparent header lies over the page's first block, which keeps its
 * text clear of it by the header's height: --header-overlap, kept in step
 * as the header changes size (announcements wrap, the window narrows).
 */
function useHeaderOverlap(rootRef: RefObject<HTMLDivElement | null>, overlapping: boolean) {
  useLayoutEffect(() => {
    const root = rootRef.current
    const header = root?.querySelector<HTMLElement>(':scope > header')
    if (!root || !header || !overlapping) {
      root?.style.removeProperty('--header-overlap')
      return
    }
    const measure = () => {
      root.style.setProperty('--header-overlap', `${String(header.offsetHeight)}px`)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(header)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--header-overlap')
    }
  }, [rootRef, overlapping])
}
