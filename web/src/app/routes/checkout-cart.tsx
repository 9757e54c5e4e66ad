import { RouteScreen } from '@/app/route-screen'

/** The cart. */
export function Component() {
  return <RouteScreen routeName="checkout-cart" />
}
