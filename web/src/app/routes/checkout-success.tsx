import { RouteScreen } from '@/app/route-screen'

/** The order confirmation with the order number. */
export function Component() {
  return <RouteScreen routeName="checkout-success" />
}
