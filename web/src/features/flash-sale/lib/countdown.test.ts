import { describe, expect, it } from 'vitest'
import { clockOffset, countdownTarget, isoDuration, remainingUntil } from './countdown'

describe('the countdown', () => {
  it('runs on the server clock', () => {
    const receivedAt = Date.parse('2026-06-01T10:00:05Z')
    expect(clockOffset('2026-06-01T10:00:00Z', receivedAt)).toBe(-5000)
    expect(clockOffset('not a time', receivedAt)).toBe(0)
  })

  it.each([
    ['upcoming', '2026-06-02T00:00:00Z'],
    ['running', '2026-06-03T00:00:00Z'],
  ] as const)('counts a %s sale to %s', (state, target) => {
    expect(
      countdownTarget({
        state,
        startsAt: '2026-06-02T00:00:00Z',
        endsAt: '2026-06-03T00:00:00Z',
        serverTime: '2026-06-01T00:00:00Z',
      }),
    ).toBe(Date.parse(target))
  })

  it('has nothing to count for an ended sale', () => {
    expect(
      countdownTarget({
        state: 'ended',
        startsAt: null,
        endsAt: null,
        serverTime: '2026-06-01T00:00:00Z',
      }),
    ).toBeNull()
  })

  it('splits the time left', () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999
    const left = remainingUntil(target, now)
    expect(left).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 })
    expect(isoDuration(left)).toBe('P2DT3H4M5S')
    expect(remainingUntil(now - 1, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      total: 0,
    })
  })
})
