import { describe, expect, test } from 'vitest'
import { berlinToInstant, formatIn, instantToBerlin } from './berlin-time'

describe('Berlin wall-clock times of sale windows', () => {
  test.each([
    ['2026-01-15T10:00', '2026-01-15T09:00:00Z'], // winter: UTC+1
    ['2026-07-15T10:00', '2026-07-15T08:00:00Z'], // summer: UTC+2
    ['2026-03-29T01:59', '2026-03-29T00:59:00Z'], // before the spring change
    ['2026-03-29T03:00', '2026-03-29T01:00:00Z'], // after it
    ['2026-10-25T12:00', '2026-10-25T11:00:00Z'], // after the autumn change
  ])('%s in Berlin is %s', (local, instant) => {
    expect(berlinToInstant(local)).toBe(instant)
    expect(instantToBerlin(instant)).toBe(local)
  })
  test('a malformed time is none', () => {
    expect(berlinToInstant('15.01.2026 10:00')).toBe('')
    expect(instantToBerlin('soon')).toBe('')
  })
  test('an instant in another zone', () => {
    expect(formatIn('en-GB', '2026-01-15T09:00:00Z', 'America/New_York')).toBe('15 Jan 2026, 04:00')
  })
})
