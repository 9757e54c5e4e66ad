import { Outlet, useLocation, useMatches } from 'react-router'
import { defaultSiteCode } from '@/config/site'
import { useLocaleSync } from '@/features/locale/hooks/use-locale-sync'
import { mainContentId } from '@/components/ui/main-content'
import { useFocusOnNavigation } from '@/hooks/use-focus-on-navigation'
import { useLocale } from '@/hooks/use-locale'
import type { RouteName } from '../route-manifest'
import { LayoutFrame } from './layout-frame'
import { layoutFor } from './layout-for'

/** What the route table attaches to each page route. */
export interface RouteHandle {
  routeName: RouteName
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'routeName' in handle
}

/** Everything under `/:lang`: keeps the language in step with the URL and frames the page in its layout. */
export function LangLayout() {
  const locale = useLocale()
  const { pathname } = useLocation()
  const routeName = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.routeName
  useLocaleSync(locale)
  useFocusOnNavigation(mainContentId)

  // There is no club data yet; the current club will come from the club cookie and the content system.
  const layout = layoutFor({ routeName, pathname, siteCode: defaultSiteCode, club: null })
  return (
    <LayoutFrame layout={layout} locale={locale}>
      <Outlet />
    </LayoutFrame>
  )
}
