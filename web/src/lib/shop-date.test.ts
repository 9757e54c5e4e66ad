import { describe, expect, it } from 'vitest'
import { apiMoment, formatShopDay, shopDayDateTime } from './shop-date'

describe('shop days', () => {
  it('reads Magento’s UTC moments and RFC 3339, nothing else', () => {
    expect(apiMoment('2026-03-09 14:05:00')?.toISOString()).toBe('2026-03-09T14:05:00.000Z')
    expect(apiMoment('2026-03-09T14:05:00+01:00')?.toISOString()).toBe('2026-03-09T13:05:00.000Z')
    expect(apiMoment('yesterday')).toBeNull()
    expect(apiMoment(null)).toBeNull()
  })

  it('dates a moment in Berlin: a late evening in UTC is the next day', () => {
    expect(shopDayDateTime('2026-03-09 23:30:00')).toBe('2026-03-10')
    expect(formatShopDay('2026-03-09 23:30:00', 'de')).toBe('10.03.2026')
    expect(shopDayDateTime('')).toBeUndefined()
    expect(formatShopDay('soon', 'de')).toBe('soon')
  })
})
