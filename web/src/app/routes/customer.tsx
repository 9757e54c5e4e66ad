import { RouteScreen } from '@/app/route-screen'

/** The customer area's overview. */
export function Component() {
  return <RouteScreen routeName="customer" />
}
