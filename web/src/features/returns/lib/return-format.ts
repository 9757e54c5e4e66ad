import { localeTags, type Locale } from '@/lib/locale'

/**
 * A day the API states as YYYY-MM-DD (already the shop's day, Berlin) in
 * the language's way: 09.04.2026 (de), Apr 9, 2026 (en), 9 avr. 2026 (fr);
 * anything else as it came.
 */
export function formatReturnDay(day: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  const moment = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(moment.getTime())) return day
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(moment)
}

/** The return screen of an order: /{lang}/customer/orders/{number}/return. */
export function returnPath(locale: Locale, number: string): string {
  return `/${locale}/customer/orders/${encodeURIComponent(number)}/return`
}

/** The confirmation of a return: …/return/success/{reference}. */
export function returnSuccessPath(locale: Locale, number: string, reference: string): string {
  return `${returnPath(locale, number)}/success/${encodeURIComponent(reference)}`
}

/** An order's detail page: /{lang}/customer/orders/{number}. */
export function orderPagePath(locale: Locale, number: string): string {
  return `/${locale}/customer/orders/${encodeURIComponent(number)}`
}
