import { RouteScreen } from '@/app/route-screen'

/** Setting a new password from a reset link. */
export function Component() {
  return <RouteScreen routeName="account-reset-password" />
}
