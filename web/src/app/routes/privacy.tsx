import { RouteScreen } from '@/app/route-screen'

/** The privacy policy. */
export function Component() {
  return <RouteScreen routeName="privacy" />
}
