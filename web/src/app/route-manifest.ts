import type { Catalog } from '@/lib/i18n'
import { routes } from './routes.json'

/** A route name of routes.json; every one has a title in the UI catalogs. */
export type RouteName = keyof Catalog['routes']

export interface RouteEntry {
  name: RouteName
  /** React Router syntax relative to `/:lang`; '' is the language's home. */
  path: string
  /** false: the server adds robots noindex. */
  index?: boolean
}

/**
 * The routes the server and this app share (routes.json). The names are
 * checked against the route modules and the catalogs by tests, so the cast
 * cannot drift silently.
 */
export const routeEntries = routes as readonly RouteEntry[]

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
