import type { Locale } from '@/lib/locale'
import { formatISODay } from '@/lib/shop-date'

/**
 * A day the API states as YYYY-MM-DD (already the shop's day, Berlin) in
 * the language's one date style (9. April 2026, 9 April 2026, 9 avril
 * 2026); anything else as it came.
 */
export function formatReturnDay(day: string, locale: Locale): string {
  return formatISODay(day, locale)
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
