import { RouteScreen } from '@/app/route-screen'

/** The newsletter confirmation. */
export function Component() {
  return <RouteScreen routeName="newsletter-subscription-success" />
}
