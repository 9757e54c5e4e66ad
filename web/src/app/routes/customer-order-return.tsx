import { RouteScreen } from '@/app/route-screen'

/** A return request for one order: items, quantities and reasons. */
export function Component() {
  return <RouteScreen routeName="customer-order-return" />
}
