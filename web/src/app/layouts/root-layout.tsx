import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { ConsentManager } from '@/features/consent/components/consent-manager'
import { LoadingBar } from '@/features/loading-bar/loading-bar'
import { useSiteTracking } from '@/features/site/hooks/use-site'

/**
 * The top of the route tree: the loading bar and scroll restoration around
 * every page, and the cookie consent, which gates the site's analytics.
 */
export function RootLayout() {
  const navigation = useNavigation()
  const tracking = useSiteTracking()

  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
      <ConsentManager tracking={tracking} />
    </>
  )
}
