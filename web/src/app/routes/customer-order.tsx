import { RouteScreen } from '@/app/route-screen'

/** One order, by its increment id. */
export function Component() {
  return <RouteScreen routeName="customer-order" />
}
