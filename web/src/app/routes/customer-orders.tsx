import { RouteScreen } from '@/app/route-screen'

/** The order history. */
export function Component() {
  return <RouteScreen routeName="customer-orders" />
}
