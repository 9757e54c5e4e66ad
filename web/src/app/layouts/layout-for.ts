import type { RouteName } from '../route-manifest'

/** The layouts SPEC.md section 2 names; 'none' is the payment return route's. */
export type LayoutName = 'shop' | 'verein' | 'verein-shop' | 'focus' | 'focus-header' | 'none'

/** The part of the current club (SPEC.md section 3) that decides the layout. */
export interface LayoutClub {
  skuPrefix: string
}

export interface LayoutInput {
  /** The matched route's name; undefined for the catch-all. */
  routeName: RouteName | undefined
  pathname: string
  siteCode: string
  club: LayoutClub | null
}

const focusHeaderRoutes = new Set<string>([
  'checkout',
  'checkout-cart',
  'guest-order',
  'withdrawal',
  'withdrawal-confirm',
])

/**
 * Picks the layout for a page by SPEC.md section 2's rules. They apply only
 * on the 'shop' site. The focus header frames the customer area, the account
 * pages, the cart, the checkout and the withdrawal function (§356a BGB) with
 * its confirmation page; the
 * payment return route has no layout;
 * a club's shop pages get the club-shop layout: its own pages (`verein-code…`),
 * paths holding its SKU prefix, and its product catalogue once a club is
 * current. The other club routes (the banner pages, the catalogue before a
 * club is chosen) get the club area's layout, 'verein'.
 */
export function layoutFor({ routeName, pathname, siteCode, club }: LayoutInput): LayoutName {
  if (siteCode !== 'shop') return 'shop'
  if (routeName === 'checkout-transaction') return 'none'
  if (
    routeName !== undefined &&
    (focusHeaderRoutes.has(routeName) ||
      isSectionRoute(routeName, 'customer') ||
      isSectionRoute(routeName, 'account'))
  ) {
    return 'focus-header'
  }
  if (routeName?.startsWith('verein-code') || pathHasClubPrefix(pathname, club))
    return 'verein-shop'
  if (routeName === 'verein-produktkatalog' && club) return 'verein-shop'
  if (routeName?.startsWith('verein-')) return 'verein'
  return 'shop'
}

/** 'club' on the club routes, otherwise 'shop'. */
export function scopeFor(routeName: RouteName | undefined): 'club' | 'shop' {
  return routeName?.startsWith('verein-') ? 'club' : 'shop'
}

function isSectionRoute(routeName: string, section: string): boolean {
  return routeName === section || routeName.startsWith(`${section}-`)
}

/**
 * Whether a path segment is the club's SKU prefix in lower case, as the
 * club's catalogue pages are: `/de/rvm/reithosen` for the prefix `RVM`.
 * Whole segments only, so a short prefix such as `DE` cannot match `/de/…`
 * by accident.
 */
function pathHasClubPrefix(pathname: string, club: LayoutClub | null): boolean {
  const prefix = club?.skuPrefix.trim().toLowerCase()
  if (!prefix) return false
  return pathname
    .toLowerCase()
    .split('/')
    .slice(2)
    .some((segment) => segment === prefix)
}
