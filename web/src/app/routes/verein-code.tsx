import { RouteScreen } from '@/app/route-screen'

/** A club shop's home page; the club comes from the `code` parameter. */
export function Component() {
  return <RouteScreen routeName="verein-code" />
}
