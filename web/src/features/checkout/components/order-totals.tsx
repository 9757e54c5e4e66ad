import { useTranslation } from 'react-i18next'
import { TotalRow } from '@/components/ui/total-row'
import { useLocale } from '@/hooks/use-locale'
import { formatMoney } from '@/lib/money'
import { formatWeekday } from '@/lib/shop-date'
import type { CheckoutCart } from '../api/checkout-cart.commerce'
import { shippingAddressOf } from '../lib/checkout-steps'

type Money = { value: number | null; currency: string | null } | null | undefined
type CheckoutItem = NonNullable<NonNullable<CheckoutCart['items']>[number]>

function useMoney() {
  const locale = useLocale()
  return (money: Money) => formatMoney(money?.value ?? 0, money?.currency ?? 'EUR', locale)
}

/** When the order would arrive (the cart's delivery window, by the chosen method). */
export function DeliveryWindow({
  cart,
  className = '',
}: {
  cart: CheckoutCart
  className?: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const window = cart.delivery_window
  if (!window) return null
  const text =
    window.earliest === window.latest
      ? formatWeekday(window.earliest, locale)
      : t('checkout.delivery.range', {
          earliest: formatWeekday(window.earliest, locale),
          latest: formatWeekday(window.latest, locale),
        })
  return (
    <p className={className}>
      <span className="font-medium">{t('checkout.delivery.title')}: </span>
      {text}
    </p>
  )
}

/** What was chosen of an item: the variant's values, then the options' values. */
function chosenOptions(item: CheckoutItem): { key: string; label: string; value: string }[] {
  const variant =
    'configurable_options' in item
      ? item.configurable_options.map((option) => ({
          key: option.configurable_product_option_uid,
          label: option.option_label,
          value: option.value_label,
        }))
      : []
  const custom =
    'customizable_options' in item
      ? item.customizable_options
          .filter((option) => option !== null)
          .sort((a, b) => a.sort_order - b.sort_order)
          .flatMap((option) =>
            option.values.map((value) => ({
              key: `${option.customizable_option_uid}:${value.customizable_option_value_uid}`,
              label: option.label,
              value: value.value || value.label,
            })),
          )
      : []
  return [...variant, ...custom]
}

/** The cart's items with their choices, quantities and row totals incl. VAT. */
export function OrderItems({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation()
  const money = useMoney()
  const items = (cart.items ?? []).filter((item): item is CheckoutItem => item !== null)
  return (
    <ul className="divide-y divide-cream-300">
      {items.map((item) => {
        const options = chosenOptions(item)
        return (
          <li key={item.uid} className="flex justify-between gap-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {item.quantity} × {item.product.name}
                {item.unavailable && (
                  <>
                    <span className="sr-only">, </span>
                    <span className="ml-2 inline-block rounded-sm bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900 uppercase">
                      {t('checkout.summary.unavailable')}
                    </span>
                  </>
                )}
              </p>
              {options.length > 0 && (
                <dl className="mt-1 text-ink-muted">
                  {options.map((option) => (
                    <div key={option.key} className="flex flex-wrap gap-x-1">
                      <dt>{t('checkout.summary.option', { label: option.label })}</dt>
                      <dd>{option.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
            {item.prices && (
              <p className="shrink-0 text-right tabular-nums">
                <span className="sr-only">{t('checkout.summary.rowTotal')} </span>
                {money(item.prices.row_total_including_tax)}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The totals as the server computed them: subtotal, each discount, the
 * shipping (the chosen method's, else the estimate), the grand total and
 * the VAT it includes per rate. An export delivery (outside the EU) is
 * charged without German VAT and says so.
 */
export function OrderTotals({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation()
  const money = useMoney()
  const prices = cart.prices
  const discounts = (prices?.discounts ?? []).filter((d) => d !== null)
  const taxes = (prices?.applied_taxes ?? []).filter((tax) => tax !== null)
  const shipping = cart.shipping_estimate
  const chosen = shippingAddressOf(cart)?.selected_shipping_method
  const shippingValue = chosen ? chosen.price_incl_tax : prices?.shipping_including_tax
  return (
    <>
      <dl className="space-y-2 text-sm">
        <TotalRow
          label={t('checkout.totals.subtotal')}
          value={money(prices?.subtotal_including_tax)}
        />
        {discounts.map((discount) => (
          <TotalRow
            key={`${discount.applied_to}:${discount.label}`}
            label={discount.label || t('checkout.totals.discount')}
            value={`−${money(discount.amount)}`}
            tone="discount"
          />
        ))}
        {shipping && (
          <TotalRow
            label={t('checkout.totals.shipping')}
            value={
              !shipping.available
                ? '–'
                : (shippingValue?.value ?? 0) === 0
                  ? t('checkout.shipping.free')
                  : money(shippingValue)
            }
          />
        )}
        <TotalRow
          label={t('checkout.totals.grandTotal')}
          value={money(prices?.grand_total)}
          tone="grand"
        />
        {taxes.map((tax) => (
          <TotalRow
            key={tax.label}
            label={t('checkout.totals.vat', { label: tax.label })}
            value={money(tax.amount)}
            tone="tax"
          />
        ))}
      </dl>
      {shipping?.export && (
        <p className="mt-3 text-sm text-ink-muted">{t('checkout.totals.export')}</p>
      )}
    </>
  )
}
