import { RouteScreen } from '@/app/route-screen'

/** The club product catalogue. */
export function Component() {
  return <RouteScreen routeName="verein-produktkatalog" />
}
