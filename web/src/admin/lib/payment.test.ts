import { describe, expect, it } from 'vitest'
import de from '../locales/de.json'
import { paymentMethodLabel } from './payment'
import { fill, type TextKey } from './text'

const t = (key: TextKey, vars?: Record<string, string | number>) => fill(de[key], vars)

describe('paymentMethodLabel', () => {
  it('names the shop’s methods and Mollie’s, and keeps an unknown code', () => {
    expect(paymentMethodLabel(t, 'banktransfer')).toBe('Vorkasse (Überweisung)')
    expect(paymentMethodLabel(t, 'mollie_methods_creditcard')).toBe('Mollie: creditcard')
    expect(paymentMethodLabel(t, 'cash')).toBe('cash')
  })
})
