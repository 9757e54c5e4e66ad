import { RouteScreen } from '@/app/route-screen'

/** The request for a password reset link. */
export function Component() {
  return <RouteScreen routeName="account-forgot-password" />
}
