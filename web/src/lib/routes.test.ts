import { describe, expect, it } from 'vitest'
import { headLinks } from './head'
import {
  localizeRoutePath,
  localizedRoutePath,
  pathFor,
  pathsOf,
  routeEntries,
  routeRest,
} from './routes'

describe('pathFor', () => {
  it.each([
    ['privacy', 'de', '/de/service/datenschutz'],
    ['privacy', 'en', '/en/service/privacy'],
    ['privacy', 'fr', '/fr/service/confidentialite'],
    ['shipping', 'en', '/en/service/shipping'],
    ['shipping', 'fr', '/fr/service/livraison'],
    ['contact', 'de', '/de/service/kontakt'],
    ['contact', 'en', '/en/service/contact'],
    ['contact', 'fr', '/fr/service/contact'],
    ['withdrawal', 'de', '/de/vertrag-widerrufen'],
    ['withdrawal', 'en', '/en/withdraw-from-contract'],
    ['withdrawal', 'fr', '/fr/retracter-contrat'],
    ['withdrawal-confirm', 'en', '/en/withdraw-from-contract/confirm'],
    ['withdrawal-confirm', 'fr', '/fr/retracter-contrat/confirmer'],
    ['checkout-cart', 'fr', '/fr/checkout/cart'],
    ['home', 'en', '/en'],
  ] as const)('gives %s in %s as %s', (name, lang, path) => {
    expect(pathFor(name, lang)).toBe(path)
  })

  it('fills a route’s params', () => {
    expect(pathFor('customer-order', 'en', { incrementId: '100000042' })).toBe(
      '/en/customer/orders/100000042',
    )
  })

  it('gives the content page url of a route without the language', () => {
    expect(routeRest('privacy', 'fr')).toBe('service/confidentialite')
    expect(routeRest('home', 'de')).toBe('')
  })
})

describe('the paths of a route in each language', () => {
  it('groups the languages that share a path', () => {
    const contact = routeEntries.find(({ name }) => name === 'contact')
    if (!contact) throw new Error('no contact route')
    expect([...pathsOf(contact)]).toEqual([
      ['service/kontakt', ['de']],
      ['service/contact', ['en', 'fr']],
    ])
    const search = routeEntries.find(({ name }) => name === 'search')
    if (!search) throw new Error('no search route')
    expect([...pathsOf(search)]).toEqual([['search', ['de', 'en', 'fr']]])
  })

  it('rewrites a path of one language to another, the same path for routes without own paths', () => {
    expect(localizeRoutePath('vertrag-widerrufen/bestaetigen', 'de', 'fr')).toBe(
      'retracter-contrat/confirmer',
    )
    expect(localizeRoutePath('service/privacy', 'en', 'de')).toBe('service/datenschutz')
    expect(localizeRoutePath('checkout/cart', 'de', 'en')).toBe('checkout/cart')
    expect(localizedRoutePath('/fr/service/livraison', 'en')).toBe('/en/service/shipping')
    expect(localizedRoutePath('/de/reiter/reithosen', 'fr')).toBe('/fr/reiter/reithosen')
    expect(localizedRoutePath('/de', 'en')).toBe('/en')
  })

  it('gives the head each language’s own path as hreflang', () => {
    const links = headLinks('https://shop.example', '/en/service/privacy', 'en')
    expect(links.canonical).toBe('https://shop.example/en/service/privacy')
    expect(links.alternates).toEqual([
      { hreflang: 'de', href: 'https://shop.example/de/service/datenschutz' },
      { hreflang: 'en', href: 'https://shop.example/en/service/privacy' },
      { hreflang: 'fr', href: 'https://shop.example/fr/service/confidentialite' },
      { hreflang: 'x-default', href: 'https://shop.example/de/service/datenschutz' },
    ])
  })
})
