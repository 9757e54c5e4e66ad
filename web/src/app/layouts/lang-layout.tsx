import { Outlet, useLocation, useMatches, useParams } from 'react-router'
import { defaultSiteCode } from '@/config/site'
import { useClub } from '@/features/clubs/api/club'
import { useCurrentClub } from '@/features/clubs/lib/current-club'
import { useLocaleSync } from '@/features/locale/hooks/use-locale-sync'
import { useSite } from '@/features/site/api/get-site.content'
import { mainContentId } from '@/components/ui/main-content'
import { useFocusOnNavigation } from '@/hooks/use-focus-on-navigation'
import { useLocale } from '@/hooks/use-locale'
import type { RouteName } from '../route-manifest'
import { LayoutFrame, type HeaderStyle } from './layout-frame'
import { layoutFor, scopeFor } from './layout-for'

/** What the route table attaches to each page route. */
export interface RouteHandle {
  routeName: RouteName
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'routeName' in handle
}

const headerStyles = new Set<string>(['default', 'transparent', 'minimal'])

/** A content page's loader data names the header style its editors chose. */
function headerStyleOf(data: unknown): HeaderStyle {
  const style =
    typeof data === 'object' && data !== null && 'headerStyle' in data
      ? data.headerStyle
      : undefined
  return typeof style === 'string' && headerStyles.has(style) ? (style as HeaderStyle) : 'default'
}

/**
 * Everything under `/:lang`: keeps the language in step with the URL and
 * frames the page in its layout (SPEC.md section 2): the site's code, the
 * route and the current club decide it. The current club is the one of the
 * route's `code` on a club's own pages, else the one the club cookie names.
 */
export function LangLayout() {
  const locale = useLocale()
  const { pathname } = useLocation()
  const { code } = useParams()
  const matches = useMatches()
  const routeName = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.routeName
  useLocaleSync(locale)
  useFocusOnNavigation(mainContentId)

  const { data: site } = useSite(locale)
  const cookieClub = useCurrentClub()
  const clubSlug = routeName?.startsWith('verein-code') ? code : cookieClub?.slug
  const { data: club } = useClub(locale, clubSlug)
  const layout = layoutFor({
    routeName,
    pathname,
    siteCode: site?.code ?? defaultSiteCode,
    club: club ?? null,
  })
  return (
    <LayoutFrame
      layout={layout}
      locale={locale}
      scope={scopeFor(routeName)}
      site={site ?? null}
      club={layout === 'verein-shop' ? (club ?? null) : null}
      headerStyle={headerStyleOf(matches.at(-1)?.loaderData)}
    >
      <Outlet />
    </LayoutFrame>
  )
}
