import type { TFunction } from 'i18next'
import { toCountry } from '@/lib/address'
import type { Locale } from '@/lib/locale'
import { formatMoney, formatMoneyCompact } from '@/lib/money'
import type { ShippingEstimate } from '../api/get-shipping-estimate.commerce'

/**
 * The visitor's shipping promise in words, naming the country it is for
 * (the estimate's: the customer's or the language's). `line` is the
 * product page's: "Versand nach Frankreich: 9,95 €, kostenlos ab 150,00 €",
 * or "Kostenloser Versand nach Frankreich" when `goods` (the product's
 * price) alone reach the threshold. `banner` is the header's: "Kostenloser
 * Versand nach Frankreich ab 150 €". A country without a threshold gets
 * its price ("Versand in die Schweiz: 19,95 €"), one the shop does not
 * serve says so. Null while nothing is known.
 */
export function shippingPromise(
  estimate: ShippingEstimate | undefined,
  locale: Locale,
  t: TFunction,
  { style, goods }: { style: 'line' | 'banner'; goods?: number },
): string | null {
  if (!estimate) return null
  const to = toCountry(estimate.country_code, locale)
  if (!estimate.available) return t('shipping.unavailable', { to })
  const price = estimate.price
  const from = estimate.free_shipping_from
  if (from?.value != null && from.currency) {
    if (style === 'banner') {
      return t('shipping.banner', {
        to,
        from: formatMoneyCompact(from.value, from.currency, locale),
      })
    }
    if (goods !== undefined && goods >= from.value) return t('shipping.promiseFree', { to })
    if (price?.value != null && price.currency) {
      return t('shipping.promise', {
        to,
        price: formatMoney(price.value, price.currency, locale),
        from: formatMoney(from.value, from.currency, locale),
      })
    }
  }
  if (price?.value == null || !price.currency) return null
  if (price.value === 0) return t('shipping.promiseFree', { to })
  return t('shipping.promisePaid', { to, price: formatMoney(price.value, price.currency, locale) })
}
