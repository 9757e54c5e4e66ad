import { localeTags, type Locale } from '@/lib/locale'

/** The shop's days are those of its time zone (DESIGN.md section 5: shown in Europe/Berlin). */
export const shopTimeZone = 'Europe/Berlin'

/**
 * The moment the API states (Magento's "2026-03-09 14:05:00" in UTC, or
 * RFC 3339) as a Date; null for what is no date.
 */
export function apiMoment(value: string | null | undefined): Date | null {
  if (!value) return null
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value
  const moment = new Date(iso)
  return Number.isNaN(moment.getTime()) ? null : moment
}

/** A moment's day in Berlin in the language's way (medium: 09.03.2026 in German); what is no date as it came. */
export function formatShopDay(value: string | null | undefined, locale: Locale): string {
  const moment = apiMoment(value)
  if (!moment) return value ?? ''
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'medium',
    timeZone: shopTimeZone,
  }).format(moment)
}

/** The machine-readable day of <time dateTime>: YYYY-MM-DD in Berlin. */
export function shopDayDateTime(value: string | null | undefined): string | undefined {
  const moment = apiMoment(value)
  if (!moment) return undefined
  // en-CA writes ISO days.
  return new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(moment)
}
