import { describe, expect, it } from 'vitest'
import { accountPath, afterSignInPath, redirectTarget } from './redirect-target'

describe('redirectTarget', () => {
  it.each([
    ['/de/customer', '/de/customer'],
    ['/en/customer/orders/100000042?page=2#items', '/en/customer/orders/100000042?page=2#items'],
    ['/fr/checkout', '/fr/checkout'],
    ['/de', '/de'],
    ['/de/customer/../checkout', '/de/checkout'],
  ])('takes the shop’s own path %s', (value, target) => {
    expect(redirectTarget(value)).toBe(target)
  })

  it.each([
    null,
    '',
    'https://evil.example/de/customer',
    'http://evil.example',
    '//evil.example/de/customer',
    '/\\evil.example/de',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'de/customer',
    '/es/customer',
    '/customer',
    '/de/account',
    '/de/account/reset-password?token=x',
    '/de/../../evil.example',
  ])('refuses %s', (value) => {
    expect(redirectTarget(value)).toBeNull()
  })
})

describe('accountPath and afterSignInPath', () => {
  it('name the way there and the way back', () => {
    expect(accountPath('de')).toBe('/de/account')
    expect(accountPath('en', '/en/customer/orders?page=2')).toBe(
      '/en/account?redirect=%2Fen%2Fcustomer%2Forders%3Fpage%3D2',
    )
    expect(afterSignInPath('fr', '/fr/checkout')).toBe('/fr/checkout')
    expect(afterSignInPath('fr', 'https://evil.example/fr/checkout')).toBe('/fr/customer')
    expect(afterSignInPath('de', null)).toBe('/de/customer')
  })
})
