import { describe, expect, it } from 'vitest'
import { routeEntries, type RouteName } from '../route-manifest'
import { layoutFor, scopeFor, type LayoutInput } from './layout-for'

const shop = (routeName: RouteName | undefined, pathname = '/de/x'): LayoutInput => ({
  routeName,
  pathname,
  siteCode: 'shop',
  club: null,
})

describe('layoutFor', () => {
  it.each<[RouteName, string]>([
    ['home', 'shop'],
    ['search', 'shop'],
    ['privacy', 'shop'],
    ['newsletter-subscription-success', 'shop'],
    ['checkout-success', 'shop'],
    ['verein-banner', 'verein'],
    ['verein-banner-slug', 'verein'],
    ['verein-produktkatalog', 'verein'],
    ['checkout-cart', 'focus-header'],
    ['checkout', 'focus-header'],
    ['customer', 'focus-header'],
    ['customer-data', 'focus-header'],
    ['customer-order-return-success', 'focus-header'],
    ['account', 'focus-header'],
    ['account-forgot-password', 'focus-header'],
    ['account-reset-password', 'focus-header'],
    ['checkout-transaction', 'none'],
    ['verein-code', 'verein-shop'],
    ['verein-code-slug', 'verein-shop'],
  ])('gives %s the %s layout', (routeName, layout) => {
    expect(layoutFor(shop(routeName))).toBe(layout)
  })

  it('gives the catch-all the shop layout', () => {
    expect(layoutFor(shop(undefined, '/de/reitbekleidung/reithosen'))).toBe('shop')
  })

  it("uses the club-shop layout where the path holds the club's SKU prefix", () => {
    const club = { skuPrefix: 'RVM' }
    expect(layoutFor({ ...shop(undefined, '/de/rvm/reithosen'), club })).toBe('verein-shop')
    expect(layoutFor({ ...shop(undefined, '/en/RVM'), club })).toBe('verein-shop')
    expect(layoutFor({ ...shop(undefined, '/de/reithosen'), club })).toBe('shop')
    expect(layoutFor({ ...shop(undefined, '/de/rvmx'), club })).toBe('shop')
    expect(layoutFor({ ...shop(undefined, '/de/'), club: { skuPrefix: 'DE' } })).toBe('shop')
    expect(layoutFor({ ...shop(undefined, '/de/rvm'), club: { skuPrefix: ' ' } })).toBe('shop')
  })

  it('gives the club catalogue the club-shop layout once a club is current', () => {
    const club = { skuPrefix: 'RVL' }
    expect(layoutFor({ ...shop('verein-produktkatalog', '/de/verein/produktkatalog'), club })).toBe(
      'verein-shop',
    )
    expect(layoutFor({ ...shop('verein-banner', '/de/verein/banner'), club })).toBe('verein')
  })

  it('keeps the focus header on customer pages of a club visitor', () => {
    const club = { skuPrefix: 'customer' }
    expect(layoutFor({ ...shop('customer', '/de/customer'), club })).toBe('focus-header')
  })

  it("applies only on the 'shop' site", () => {
    for (const { name } of routeEntries) {
      expect(layoutFor({ ...shop(name), siteCode: 'club' })).toBe('shop')
    }
  })
})

describe('scopeFor', () => {
  it("is 'club' on every club route and 'shop' elsewhere", () => {
    for (const { name } of routeEntries) {
      expect(scopeFor(name)).toBe(name.startsWith('verein') ? 'club' : 'shop')
    }
    expect(scopeFor('verein-code')).toBe('club')
    expect(scopeFor('home')).toBe('shop')
    expect(scopeFor(undefined)).toBe('shop')
  })
})
