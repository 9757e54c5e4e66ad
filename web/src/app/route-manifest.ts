import type { RouteName } from '@/lib/routes'

export { routeEntries, type RouteEntry, type RouteName } from '@/lib/routes'

/** The customer area's routes share one parent layout with the section navigation. */
export function isCustomerRoute(name: RouteName): boolean {
  return name === 'customer' || name.startsWith('customer-')
}

/**
 * The routes of the `auth` guard (SPEC.md section 6): the customer area
 * needs a signed-in customer. The checkout does not (issue 14: a guest
 * checks out too; its first step offers sign-in, registration or going on
 * as a guest), nor do the cart, the order success and the payment return.
 */
export function isGuardedRoute(name: RouteName): boolean {
  return isCustomerRoute(name)
}
