import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { formatMoney } from '@/lib/money'

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
