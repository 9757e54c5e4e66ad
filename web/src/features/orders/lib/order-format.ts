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
