import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { ClientOnly } from '@/components/client-only'
import { LoadingBar } from '@/features/loading-bar/loading-bar'
import { AssistBanner } from '@/features/session/components/assist-banner'
import { SessionExpiryNotice } from '@/features/session/components/session-expiry-notice'
import { useSiteTracking } from '@/features/site/hooks/use-site'

// The consent manager and the analytics loaders come right after the first
// render, in their own chunk: no page needs them to show.
const ConsentManager = lazy(async () => ({
  default: (await import('@/features/consent/components/consent-manager')).ConsentManager,
}))

/**
 * The top of the route tree: the loading bar and scroll restoration around
 * every page, the session (asked after the first render, and its end told),
 * and the cookie consent, which gates the site's analytics.
 */
export function RootLayout() {
  const navigation = useNavigation()
  const tracking = useSiteTracking()

  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <SessionExpiryNotice />
      <AssistBanner />
      <Outlet />
      <ScrollRestoration />
      {/* The visitor's consent is theirs: it shows in the browser, after hydration. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <ConsentManager tracking={tracking} />
        </Suspense>
      </ClientOnly>
    </>
  )
}
