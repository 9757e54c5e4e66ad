import { RouteScreen } from '@/app/route-screen'

/** The wishlist. */
export function Component() {
  return <RouteScreen routeName="customer-wishlist" />
}
