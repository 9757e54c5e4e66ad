import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  localizedPath,
  negotiateLocale,
  preferredLocale,
  readLocaleCookie,
  splitLocalePath,
  writeLocaleCookie,
} from './locale'

describe('locale helpers', () => {
  afterEach(() => {
    document.cookie = 'paddock_locale=; Max-Age=0; Path=/'
  })

  it('swaps the language prefix and keeps the rest of the path', () => {
    expect(localizedPath('/de/checkout/cart', 'fr')).toBe('/fr/checkout/cart')
    expect(localizedPath('/en', 'de')).toBe('/de')
    expect(localizedPath('/en/', 'de')).toBe('/de')
    expect(splitLocalePath('/fr/customer/orders/')).toEqual({
      locale: 'fr',
      rest: 'customer/orders',
    })
  })

  it('reads and writes the locale cookie', () => {
    expect(readLocaleCookie('a=1; paddock_locale=fr; b=2')).toBe('fr')
    expect(readLocaleCookie('a=1')).toBeUndefined()
    writeLocaleCookie('en')
    expect(readLocaleCookie()).toBe('en')
  })

  it('prefers the cookie, then the browser languages, then German', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-NL', 'fr-CH', 'en'])
    expect(preferredLocale()).toBe('fr')
    writeLocaleCookie('en')
    expect(preferredLocale()).toBe('en')
    expect(negotiateLocale(['es', 'it'])).toBeUndefined()
  })
})
