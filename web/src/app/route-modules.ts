import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router'
import type { RouteName } from './route-manifest'

/** What the app hands a route module's loader besides React Router's arguments. */
export interface RouteContext {
  queryClient: QueryClient
}

/** What a lazy route module exports. */
export interface RouteModule {
  Component: ComponentType
  /** Loads what the page needs before it shows, into the query cache. */
  loader?: (args: LoaderFunctionArgs, context: RouteContext) => unknown
  shouldRevalidate?: ShouldRevalidateFunction
}

export type RouteModuleLoader = () => Promise<RouteModule>

/** One lazy module per name in routes.json; each is its own chunk. */
export const routeModules: Record<RouteName, RouteModuleLoader> = {
  home: () => import('./routes/home'),
  search: () => import('./routes/search'),
  'verein-banner': () => import('./routes/verein-banner'),
  'verein-banner-slug': () => import('./routes/verein-banner-slug'),
  'verein-produktkatalog': () => import('./routes/verein-produktkatalog'),
  'verein-code': () => import('./routes/verein-code'),
  'verein-code-slug': () => import('./routes/verein-code-slug'),
  'checkout-cart': () => import('./routes/checkout-cart'),
  checkout: () => import('./routes/checkout'),
  'checkout-success': () => import('./routes/checkout-success'),
  'checkout-transaction': () => import('./routes/checkout-transaction'),
  customer: () => import('./routes/customer'),
  'customer-data': () => import('./routes/customer-data'),
  'customer-wishlist': () => import('./routes/customer-wishlist'),
  'customer-reviews': () => import('./routes/customer-reviews'),
  'customer-addresses': () => import('./routes/customer-addresses'),
  'customer-orders': () => import('./routes/customer-orders'),
  'customer-order': () => import('./routes/customer-order'),
  'customer-order-return': () => import('./routes/customer-order-return'),
  'customer-order-return-success': () => import('./routes/customer-order-return-success'),
  account: () => import('./routes/account'),
  'account-forgot-password': () => import('./routes/account-forgot-password'),
  'guest-order': () => import('./routes/guest-order'),
  'account-reset-password': () => import('./routes/account-reset-password'),
  'account-assist': () => import('./routes/account-assist'),
  'account-confirm-email': () => import('./routes/account-confirm-email'),
  'newsletter-subscription-success': () => import('./routes/newsletter-subscription-success'),
  privacy: () => import('./routes/privacy'),
  shipping: () => import('./routes/shipping'),
  contact: () => import('./routes/contact'),
  withdrawal: () => import('./routes/withdrawal'),
  'withdrawal-confirm': () => import('./routes/withdrawal-confirm'),
  preview: () => import('./routes/preview'),
}

/** The `*` route under `/:lang`: a category or product page by its URL, else the 404 screen. */
export const catchAllModule = () => import('./routes/catch-all')

/** The parent layout of the customer area. */
export const customerLayoutModule = () => import('./layouts/customer-layout')
