import { RouteScreen } from '@/app/route-screen'

/** The address book. */
export function Component() {
  return <RouteScreen routeName="customer-addresses" />
}
