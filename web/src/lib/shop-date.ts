import type { Locale } from '@/lib/locale'

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

/**
 * The languages' ways of writing a date, the same as the mails' and PDFs'
 * (i18n.FormatDate on the server; date-styles.json pins both): British
 * English writes the day first as the letters do ("30 November 2026"), not
 * the American "Nov 30, 2026" that en-US would give.
 */
export const dateLocaleTags: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
}

/**
 * The one date style of a language: long ("30. November 2026",
 * "30 November 2026", "30 novembre 2026"), or short where a narrow column
 * needs it ("30.11.2026", "30/11/2026", "30/11/2026"). Every date the shop
 * shows goes through here.
 */
export function formatDate(moment: Date, locale: Locale, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(dateLocaleTags[locale], {
    day: style === 'long' ? 'numeric' : '2-digit',
    month: style === 'long' ? 'long' : '2-digit',
    year: 'numeric',
    timeZone: shopTimeZone,
  }).format(moment)
}

/** A moment's day in Berlin in the language's one date style; what is no date as it came. */
export function formatShopDay(
  value: string | null | undefined,
  locale: Locale,
  style: 'long' | 'short' = 'long',
): string {
  const moment = apiMoment(value)
  if (!moment) return value ?? ''
  return formatDate(moment, locale, style)
}

/** A day the API states as YYYY-MM-DD (already a day in Berlin) in the language's date style; anything else as it came. */
export function formatISODay(
  day: string,
  locale: Locale,
  style: 'long' | 'short' = 'long',
): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  // Noon in Berlin is that day there, whatever the summer time.
  const moment = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(moment.getTime())) return day
  return formatDate(moment, locale, style)
}

/** A day of a delivery window (YYYY-MM-DD) with its weekday and without the year: "Mi., 26. November", "Wed 26 November", "mer. 26 novembre". */
export function formatWeekday(day: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  const moment = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(moment.getTime())) return day
  return new Intl.DateTimeFormat(dateLocaleTags[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: shopTimeZone,
  }).format(moment)
}

/** A moment with its day and time (a sale's start or end): the day in the language's date style, then the time. */
export function formatShopMoment(moment: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocaleTags[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
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
