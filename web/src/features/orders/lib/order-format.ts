import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { localeTags, type Locale } from '@/lib/locale'
import { formatMoney } from '@/lib/money'

/** Orders are dated in the shop's time zone (DESIGN.md section 5: shown in Europe/Berlin). */
const shopTimeZone = 'Europe/Berlin'

/**
 * The moment the API states (Magento's "2026-03-09 14:05:00" in UTC, or
 * RFC 3339) as a Date; null for what is no date.
 */
export function orderMoment(value: string | null | undefined): Date | null {
  if (!value) return null
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value
  const moment = new Date(iso)
  return Number.isNaN(moment.getTime()) ? null : moment
}

/** An order's day in the language's way: 09.03.2026 (de), 03/09/2026 (en), 09/03/2026 (fr). */
export function formatOrderDate(value: string | null | undefined, locale: Locale): string {
  const moment = orderMoment(value)
  if (!moment) return value ?? ''
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'medium',
    timeZone: shopTimeZone,
  }).format(moment)
}

/** The machine-readable day of <time dateTime>: YYYY-MM-DD in Berlin. */
export function orderDateTime(value: string | null | undefined): string | undefined {
  const moment = orderMoment(value)
  if (!moment) return undefined
  // en-CA writes ISO days.
  return new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(moment)
}

/** An amount of the API (Magento's Money) in the language's way; '' for none. */
export function formatOrderMoney(
  money: { value?: number | null; currency?: string | null } | null | undefined,
  locale: Locale,
): string {
  if (money?.value === null || money?.value === undefined) return ''
  return formatMoney(money.value, money.currency ?? 'EUR', locale)
}

/**
 * Whether the server answered that the order is not there: unknown, or
 * another customer's (both alike, so as to say nothing of other orders).
 */
export function isOrderNotFound(error: unknown): boolean {
  return (
    error instanceof GraphQLClientError &&
    error.errors.some(
      (entry) =>
        entry.extensions?.code === 'NOT_FOUND' ||
        entry.extensions?.category === 'graphql-no-such-entity',
    )
  )
}
