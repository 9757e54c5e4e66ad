import { describe, expect, it } from 'vitest'
import { formatChange, relativeChange } from './change'

describe('relativeChange', () => {
  it('is the change against last year as a fraction', () => {
    expect(relativeChange(125, 100)).toBe(0.25)
    expect(relativeChange(75, 100)).toBe(-0.25)
    expect(relativeChange(100, 100)).toBe(0)
  })

  it('has no figure when last year had none', () => {
    expect(relativeChange(500, 0)).toBeNull()
    expect(relativeChange(0, 0)).toBeNull()
  })
})

describe('formatChange', () => {
  it('shows the sign and one decimal at most in the language of the UI', () => {
    expect(formatChange('de', 0.25).replace(/\s/g, ' ')).toBe('+25 %')
    expect(formatChange('en', 0.25)).toBe('+25%')
    expect(formatChange('de', -0.125).replace(/\s/g, ' ')).toBe('-12,5 %')
    expect(formatChange('en', 1 / 3)).toBe('+33.3%')
  })

  it('shows no change as ±0', () => {
    expect(formatChange('en', 0.00001)).toBe('±0%')
  })
})
