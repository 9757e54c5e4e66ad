import { RouteScreen } from '@/app/route-screen'

/** Login and registration. */
export function Component() {
  return <RouteScreen routeName="account" />
}
