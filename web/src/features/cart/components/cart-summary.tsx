import { useTranslation } from 'react-i18next'
import { TotalRow } from '@/components/ui/total-row'
import { useLocale } from '@/hooks/use-locale'
import { countryName } from '@/lib/address'
import { formatMoney } from '@/lib/money'
import { formatWeekday } from '@/lib/shop-date'
import { amount, currency, type Cart, type Money } from '../lib/cart-view'
import { FreeShippingHint } from './free-shipping-hint'

/**
 * The cart's totals as the server computed them: subtotal, each coupon's
 * discount, the shipping estimate for the country it names (free, or how much more ships free; why
 * not, where the shop does not deliver), the grand total and the VAT it
 * includes per rate; then the estimated delivery window.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const money = (value: Money) => formatMoney(amount(value), currency(value), locale)
  const prices = cart.prices
  const shipping = cart.shipping_estimate
  const deliveryWindow = cart.delivery_window
  const discounts = (prices?.discounts ?? []).filter((discount) => discount !== null)
  const taxes = (prices?.applied_taxes ?? []).filter((tax) => tax !== null)

  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-lg bg-cream-50 p-4 ring-1 ring-cream-300"
    >
      <h2 id="cart-summary-heading" className="font-display text-lg font-semibold text-forest-900">
        {t('cart.totals.title')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <TotalRow label={t('cart.totals.subtotal')} value={money(prices?.subtotal_including_tax)} />
        {discounts.map((discount) => (
          <TotalRow
            key={`${discount.applied_to}:${discount.label}`}
            label={discount.label || t('cart.totals.discount')}
            value={`−${money(discount.amount)}`}
            tone="discount"
          />
        ))}
        {shipping && (
          <TotalRow
            label={t('cart.totals.shippingTo', {
              country: countryName(shipping.country_code, locale),
            })}
            value={
              !shipping.available
                ? '–'
                : amount(shipping.amount) === 0
                  ? t('cart.totals.shippingFree')
                  : money(shipping.amount)
            }
          />
        )}
        <TotalRow
          label={t('cart.totals.grandTotal')}
          value={money(prices?.grand_total)}
          tone="grand"
        />
        {taxes.map((tax) => (
          <TotalRow
            key={tax.label}
            label={t('cart.totals.vat', { label: tax.label })}
            value={money(tax.amount)}
            tone="tax"
          />
        ))}
      </dl>
      <FreeShippingHint shipping={shipping} className="mt-3" />
      {shipping?.export && <p className="mt-3 text-sm text-ink-muted">{t('cart.totals.export')}</p>}
      {deliveryWindow && (
        <div className="mt-4 border-t border-cream-300 pt-3 text-sm">
          <h3 className="font-medium text-ink">{t('cart.delivery.title')}</h3>
          <p className="mt-1 text-ink">
            {deliveryWindow.earliest === deliveryWindow.latest
              ? formatWeekday(deliveryWindow.earliest, locale)
              : t('cart.delivery.range', {
                  earliest: formatWeekday(deliveryWindow.earliest, locale),
                  latest: formatWeekday(deliveryWindow.latest, locale),
                })}
          </p>
        </div>
      )}
    </section>
  )
}
