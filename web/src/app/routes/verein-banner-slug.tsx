import { RouteScreen } from '@/app/route-screen'

/** A content page below the club banner page. */
export function Component() {
  return <RouteScreen routeName="verein-banner-slug" />
}
