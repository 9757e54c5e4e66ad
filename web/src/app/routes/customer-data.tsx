import { RouteScreen } from '@/app/route-screen'

/** Personal data, password and email address. */
export function Component() {
  return <RouteScreen routeName="customer-data" />
}
