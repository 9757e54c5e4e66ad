import { RouteScreen } from '@/app/route-screen'

/** The return confirmation with the link to the return label. */
export function Component() {
  return <RouteScreen routeName="customer-order-return-success" />
}
