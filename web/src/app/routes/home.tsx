import { RouteScreen } from '@/app/route-screen'

/** The home page. */
export function Component() {
  return <RouteScreen routeName="home" />
}
