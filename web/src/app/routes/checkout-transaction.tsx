import { RouteScreen } from '@/app/route-screen'

/** The return point from a payment provider; shows that the payment is being processed. */
export function Component() {
  return <RouteScreen routeName="checkout-transaction" />
}
