import type { Locale } from '@/lib/locale'
import { apiMoment, dateLocaleTags, formatDate, shopTimeZone } from '@/lib/shop-date'

/**
 * The receipt's moment (the API's "YYYY-MM-DD HH:MM:SS" in UTC) as the
 * day and the time to the second in Berlin, in the language's way; null
 * for what is no such moment.
 */
export function receivedAt(
  declaredAt: string,
  locale: Locale,
): { date: string; time: string; iso: string } | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(declaredAt)) return null
  // Receipts tell the time in the shop's time zone, as the receipt mail does.
  const moment = apiMoment(declaredAt)
  if (!moment) return null
  const tag = dateLocaleTags[locale]
  return {
    date: formatDate(moment, locale),
    time: new Intl.DateTimeFormat(tag, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: shopTimeZone,
    }).format(moment),
    iso: moment.toISOString(),
  }
}
