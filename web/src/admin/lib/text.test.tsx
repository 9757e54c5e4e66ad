import { describe, expect, test } from 'vitest'
import { fill, formatMoney } from './text'
import { sectionsFor } from '../screens/shell'
import type { Staff } from './session'

describe('admin texts', () => {
  test('placeholders are filled, unknown ones kept', () => {
    expect(fill('Bestellung {number} ({x})', { number: '000000012' })).toBe(
      'Bestellung 000000012 ({x})',
    )
  })
  test('money in the UI language', () => {
    expect(formatMoney('de', 123456)).toBe('1.234,56\u00a0€')
    expect(formatMoney('en', 123456)).toBe('€1,234.56')
  })
})

describe('the navigation', () => {
  const staff = (permissions: string[]): Staff => ({
    id: '1',
    email: 'x@paddock.example',
    name: 'X',
    role: 'club',
    permissions,
    clubs: [],
    twoFactor: false,
    totp: false,
    passkeys: 0,
  })
  test('offers only the sections of the role', () => {
    expect(sectionsFor(staff(['dashboard', 'orders.read'])).map((s) => s.to)).toEqual([
      '/',
      '/orders',
    ])
    expect(
      sectionsFor(
        staff([
          'dashboard',
          'orders.read',
          'returns.manage',
          'withdrawals.manage',
          'mail.read',
          'audit.read',
        ]),
      ).map((s) => s.to),
    ).toEqual(['/', '/orders', '/returns', '/withdrawals', '/mails', '/audit'])
    expect(sectionsFor(staff(['dashboard', 'customers.read'])).map((s) => s.to)).toEqual([
      '/',
      '/customers',
    ])
    expect(
      sectionsFor(staff(['dashboard', 'orders.read', 'catalog.manage'])).map((s) => s.to),
    ).toEqual([
      '/',
      '/orders',
      '/products',
      '/categories',
      '/attributes',
      '/catalog/import',
      '/reviews',
    ])
    expect(sectionsFor(staff(['dashboard', 'settings.manage'])).map((s) => s.to)).toEqual([
      '/',
      '/settings',
      '/site-settings',
    ])
    expect(
      sectionsFor({ ...staff(['dashboard', 'content.manage']), role: 'content' }).map((s) => s.to),
    ).toEqual(['/', '/pages', '/navigation', '/media', '/clubs', '/sales', '/forms'])
    // A club manager: their club's pages, files, settings and sales; no shop menus, no forms.
    expect(
      sectionsFor({ ...staff(['dashboard', 'content.manage']), role: 'club' }).map((s) => s.to),
    ).toEqual(['/', '/pages', '/media', '/clubs', '/sales'])
  })
})
