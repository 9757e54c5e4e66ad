import { describe, expect, it } from 'vitest'
import type { Locale } from './locale'
import dateStyles from './date-styles.json'
import {
  apiMoment,
  formatDate,
  formatISODay,
  formatShopDay,
  formatWeekday,
  shopDayDateTime,
} from './shop-date'

const locales: Locale[] = ['de', 'en', 'fr']

describe('shop days', () => {
  it('reads Magento’s UTC moments and RFC 3339, nothing else', () => {
    expect(apiMoment('2026-03-09 14:05:00')?.toISOString()).toBe('2026-03-09T14:05:00.000Z')
    expect(apiMoment('2026-03-09T14:05:00+01:00')?.toISOString()).toBe('2026-03-09T13:05:00.000Z')
    expect(apiMoment('yesterday')).toBeNull()
    expect(apiMoment(null)).toBeNull()
  })

  it('dates a moment in Berlin: a late evening in UTC is the next day', () => {
    expect(shopDayDateTime('2026-03-09 23:30:00')).toBe('2026-03-10')
    expect(formatShopDay('2026-03-09 23:30:00', 'de')).toBe('10. März 2026')
    expect(formatShopDay('2026-03-09 23:30:00', 'de', 'short')).toBe('10.03.2026')
    expect(shopDayDateTime('')).toBeUndefined()
    expect(formatShopDay('soon', 'de')).toBe('soon')
  })

  // date-styles.json is the one style per language; the Go side
  // (internal/platform/i18n TestDateStylesMatchTheWebApp) reads it too, so
  // mails, PDFs and screens cannot drift apart ("Nov 30, 2026" on a screen
  // and "30 November 2026" in the mail).
  it.each(locales)('writes %s dates in the one style the mails use', (locale) => {
    const moment = new Date(`${dateStyles.day}T10:00:00Z`)
    expect(formatDate(moment, locale)).toBe(dateStyles.long[locale])
    expect(formatDate(moment, locale, 'short')).toBe(dateStyles.short[locale])
    expect(formatShopDay(`${dateStyles.day} 10:00:00`, locale)).toBe(dateStyles.long[locale])
    expect(formatISODay(dateStyles.day, locale)).toBe(dateStyles.long[locale])
  })

  it('writes a delivery day with its weekday, day before month in every language', () => {
    expect(formatWeekday('2026-11-30', 'de')).toBe('Mo., 30. November')
    expect(formatWeekday('2026-11-30', 'en')).toBe('Mon 30 November')
    expect(formatWeekday('2026-11-30', 'fr')).toBe('lun. 30 novembre')
    expect(formatISODay('someday', 'en')).toBe('someday')
  })
})
