import { describe, expect, it } from 'vitest'
import { centsFromText, textFromCents } from './money'

describe('centsFromText', () => {
  it.each([
    ['12,90', 1290],
    ['12.9', 1290],
    ['12', 1200],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['0,05', 5],
    ['-5', -500],
    ['€ 3,00', 300],
    ['', null],
    ['abc', null],
    ['1,2,3', null],
    ['12,345', 1234500],
    ['1,999', 199900],
  ])('reads %j as %j', (text, cents) => {
    expect(centsFromText(text)).toBe(cents)
  })
})

describe('textFromCents', () => {
  it('writes cents as each language types them', () => {
    expect(textFromCents(1290, 'de')).toBe('12,90')
    expect(textFromCents(1290, 'en')).toBe('12.90')
    expect(textFromCents(-5, 'fr')).toBe('-0,05')
    expect(textFromCents(null, 'de')).toBe('')
  })
})
