import { useTranslation } from 'react-i18next'
import { useLocale } from '@/hooks/use-locale'
import { formatMoney } from '@/lib/money'
import { amount, currency, type Cart, type Money } from '../lib/cart-view'

/**
 * How far the cart is from free shipping, as the server estimated it for
 * the cart's destination (CartShippingEstimate: the customer's country, or
 * the shop's rule for a visitor): "Noch 12,05 € bis zum kostenlosen
 * Versand." with a bar of the way already made, or why the shop does not
 * deliver there. The cart page's summary and the cart drawer show the
 * same. `reached`: say so when the goods already ship free (the drawer;
 * the summary's shipping row says it there).
 */
export function FreeShippingHint({
  shipping,
  reached = false,
  className = '',
}: {
  shipping: Cart['shipping_estimate']
  reached?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const money = (value: Money) => formatMoney(amount(value), currency(value), locale)
  if (!shipping) return null
  if (!shipping.available) {
    return shipping.error_message ? (
      <p className={`text-sm text-red-800 ${className}`}>{shipping.error_message}</p>
    ) : null
  }
  const toGo = shipping.amount_to_free_shipping
  if (toGo) {
    const from = amount(shipping.free_shipping_from)
    const made = from > 0 ? Math.min(1, Math.max(0, (from - amount(toGo)) / from)) : null
    return (
      <div className={className}>
        <p className="text-sm text-ink-muted">
          {t('cart.totals.toFreeShipping', { amount: money(toGo) })}
        </p>
        {made !== null && (
          // The sentence says it; the bar only shows it.
          <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-cream-300">
            <div
              className="h-full rounded-full bg-forest-700"
              style={{ width: `${String(Math.round(made * 100))}%` }}
            />
          </div>
        )}
      </div>
    )
  }
  if (reached && amount(shipping.amount) === 0) {
    return (
      <p className={`text-sm font-medium text-forest-800 ${className}`}>
        {t('cart.totals.freeShippingReached')}
      </p>
    )
  }
  return null
}
