import { RouteScreen } from '@/app/route-screen'

/** The checkout steps: login, address, payment method, summary. */
export function Component() {
  return <RouteScreen routeName="checkout" />
}
