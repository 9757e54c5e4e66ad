import { RouteScreen } from '@/app/route-screen'

/** A content page of a club shop. */
export function Component() {
  return <RouteScreen routeName="verein-code-slug" />
}
