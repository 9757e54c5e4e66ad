import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Container } from '@/components/ui/container'
import { editorHref } from '@/components/ui/editor-link'
import { MiniCart } from '@/features/cart/components/mini-cart'
import {
  useCategoryTree,
  type CategoryNode,
} from '@/features/catalog/api/get-category-children-by-uid.commerce'
import type { ClubSummary } from '@/features/clubs/api/get-visible-clubs.content'
import { LanguageSwitcher } from '@/features/locale/components/language-switcher'
import type { NavigationItem } from '@/features/navigation/types'
import { SearchBox } from '@/features/search/components/search-box'
import { AccountEntry } from '@/features/session/components/account-entry'
import { WishlistLink } from '@/features/wishlist/components/wishlist-link'
import { minSuggestionLength, type SuggestionResult } from '@/features/search/types'
import type { Site } from '@/features/site/api/get-site.content'
import { ActionNavigation } from '@/features/site/components/action-navigation'
import { useShippingBanner } from '@/features/shipping/components/shipping-promise'
import { AnnouncementBar } from '@/features/site/components/announcement-bar'
import { MaintenanceNotice } from '@/features/site/components/maintenance-notice'
import {
  actionNavigationItems,
  announcements,
  mainNavigationItems,
} from '@/features/site/lib/site-entries'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { desktopQuery, useMediaMatch } from '@/hooks/use-media-query'
import type { Locale } from '@/lib/locale'
import { HeaderBar } from './header-bar'
import type { HeaderStyle } from './layout-frame'

// A desktop never shows the drawer and a phone never the mega menu: each loads only where it shows.
const MegaMenu = lazy(() =>
  import('@/features/navigation/components/mega-menu').then(({ MegaMenu }) => ({
    default: MegaMenu,
  })),
)
const NavigationDrawer = lazy(() =>
  import('@/features/navigation/components/navigation-drawer').then(({ NavigationDrawer }) => ({
    default: NavigationDrawer,
  })),
)

// Only the club-shop layout shows it.
const ClubBanner = lazy(() =>
  import('@/features/clubs/components/club-banner').then(({ ClubBanner }) => ({
    default: ClubBanner,
  })),
)

const HeaderSearchSuggestions = lazy(() =>
  import('./header-search-suggestions').then(({ HeaderSearchSuggestions }) => ({
    default: HeaderSearchSuggestions,
  })),
)

const actionLinkClassName =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-cream-100 transition-colors hover:bg-forest-800 hover:text-cream-50'

/** Suggestions wait until typing pauses this long. */
const suggestionDelay = 200

export function toNavigationItems(
  nodes: readonly CategoryNode[],
  locale: Locale,
): NavigationItem[] {
  return nodes.map((node) => ({
    id: node.uid,
    name: node.name,
    href: `/${locale}/${node.urlPath}`,
    children: toNavigationItems(node.children, locale),
  }))
}

/** An entry of the site's navigation, with the levels below it where there are more. */
interface SiteNavigationEntry {
  id: string
  label: string
  url: string
  children?: readonly SiteNavigationEntry[]
}

/**
 * The site's navigation entries as the menus take them: each link as the
 * router follows it; an entry whose address is no link is left out with
 * what is below it.
 */
export function siteNavigationItems(
  items: readonly SiteNavigationEntry[],
  locale: Locale,
): NavigationItem[] {
  const convert = (entries: readonly SiteNavigationEntry[]): NavigationItem[] =>
    entries.flatMap((entry) => {
      const target = editorHref(entry.url, locale)
      if (!target) return []
      return [
        {
          id: entry.id,
          name: entry.label,
          href: target.kind === 'route' ? target.to : target.href,
          children: convert(entry.children ?? []),
        },
      ]
    })
  return convert(items)
}

/**
 * The main navigation: the site's, which its editors keep, else the
 * category tree of the language's store.
 */
function useNavigationItems(locale: Locale, site: Site | null): NavigationItem[] {
  const siteItems = mainNavigationItems(site)
  const { data: tree } = useCategoryTree(locale)
  if (siteItems) return siteNavigationItems(siteItems, locale)
  return tree ? toNavigationItems(tree, locale) : []
}

/**
 * The shop header: the site's announcements on top; on desktops logo,
 * search, language and the site's action links (account and cart when it
 * has none; the account entry shows the session), with the main navigation as a mega menu beneath; on phones a
 * menu button opening the navigation drawer, and the search field in its
 * own row, the whole header staying at the top of the screen as the page
 * scrolls (not in the club-shop layout, where the club's banner follows
 * and the header would grow too tall to keep on screen). The minimal
 * style keeps the logo only.
 */
export function SiteHeader({
  locale,
  site = null,
  club = null,
  headerStyle = 'default',
}: {
  locale: Locale
  site?: Site | null
  club?: ClubSummary | null
  headerStyle?: HeaderStyle
}) {
  const { t } = useTranslation()
  // Both layouts in the server's markup and while hydrating, CSS showing one (useMediaMatch).
  const wide = useMediaMatch(desktopQuery)
  const desktop = wide !== false
  const phone = wide !== true
  const items = useNavigationItems(locale, site)
  const navigationLabel = t('navigation.label')
  const actions = actionNavigationItems(site)
  const logo = site?.logo ?? null
  const shownAnnouncements = announcements(site)
  const shippingPromise = useShippingBanner(
    locale,
    shownAnnouncements.some((announcement) => announcement.shippingPromise),
  )

  if (headerStyle === 'minimal') {
    return (
      <HeaderBar
        locale={locale}
        className="h-16 lg:h-20"
        logo={logo}
        top={<MaintenanceNotice notice={site?.maintenanceNotice} />}
      />
    )
  }

  const banner = club && (
    <Suspense fallback={null}>
      <ClubBanner club={club} />
    </Suspense>
  )
  return (
    <HeaderBar
      locale={locale}
      className="h-16 gap-1 sm:gap-3 lg:h-20"
      logo={logo}
      translucent={headerStyle === 'transparent'}
      // The club-shop layout's banner would make a sticky header a third of a phone's height: it scrolls.
      stickyOnPhones={!club}
      top={
        <>
          <MaintenanceNotice notice={site?.maintenanceNotice} />
          {shownAnnouncements.map((announcement) => (
            <AnnouncementBar
              key={announcement.id}
              announcement={announcement}
              promise={shippingPromise}
            />
          ))}
        </>
      }
      start={
        phone && (
          // The button's place is kept while its chunk and the categories load.
          <div className="-ml-2 size-11 shrink-0 sm:ml-0 lg:hidden">
            {items.length > 0 && (
              <Suspense fallback={null}>
                <NavigationDrawer items={items} label={navigationLabel} />
              </Suspense>
            )}
          </div>
        )
      }
      below={
        <>
          {desktop && (
            <Container className="hidden border-t border-forest-800 lg:block">
              <div className="min-h-12">
                {items.length > 0 && (
                  <Suspense fallback={null}>
                    <MegaMenu items={items} label={navigationLabel} />
                  </Suspense>
                )}
              </div>
            </Container>
          )}
          {phone && (
            <Container className="pb-3 lg:hidden">
              <HeaderSearch locale={locale} />
            </Container>
          )}
          {banner}
        </>
      }
    >
      <div className="flex min-w-0 flex-1 justify-center lg:px-8">
        {desktop && <HeaderSearch locale={locale} className="hidden w-full max-w-xl lg:block" />}
      </div>
      <div className="flex shrink-0 items-center sm:gap-1">
        <LanguageSwitcher locale={locale} />
        {actions ? (
          <ActionNavigation
            items={actions}
            linkClassName={actionLinkClassName}
            account={<AccountEntry locale={locale} className={actionLinkClassName} />}
            wishlist={<WishlistLink locale={locale} className={actionLinkClassName} />}
            cart={<MiniCart locale={locale} className={actionLinkClassName} />}
          />
        ) : (
          <nav aria-label={t('layout.serviceNavigation')}>
            <ul className="flex items-center sm:gap-1">
              <li>
                <AccountEntry locale={locale} className={actionLinkClassName} />
              </li>
              <li>
                <WishlistLink locale={locale} className={actionLinkClassName} />
              </li>
              <li>
                <MiniCart locale={locale} className={actionLinkClassName} />
              </li>
            </ul>
          </nav>
        )}
      </div>
    </HeaderBar>
  )
}

function HeaderSearch({ locale, className }: { locale: Locale; className?: string }) {
  const [term, setTerm] = useState('')
  const [result, setResult] = useState<SuggestionResult>()
  const typed = useDebouncedValue(term, suggestionDelay)
  return (
    <>
      <SearchBox
        locale={locale}
        term={term}
        onTermChange={setTerm}
        result={result}
        className={className}
      />
      {typed.trim().length >= minSuggestionLength && (
        <Suspense fallback={null}>
          <HeaderSearchSuggestions term={typed} onResult={setResult} />
        </Suspense>
      )}
    </>
  )
}
