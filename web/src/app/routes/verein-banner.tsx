import { RouteScreen } from '@/app/route-screen'

/** The club banner page. */
export function Component() {
  return <RouteScreen routeName="verein-banner" />
}
