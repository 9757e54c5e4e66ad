import { useId } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { FormAlert } from '@/components/ui/form/form-alert'
import { useLocale } from '@/hooks/use-locale'
import { pathFor } from '@/lib/routes'
import type { CheckoutCart } from '../api/checkout-cart.commerce'
import { cartAddressLines } from '../lib/address'
import {
  hasItemErrors,
  individualisedItems,
  shippingAddressOf,
  unavailableItems,
} from '../lib/checkout-steps'
import { DeliveryWindow, OrderItems, OrderTotals } from './order-totals'
import { PaymentMethodIcon } from './payment-method-icon'

/** Lines of an address, one each; the space keeps them apart for screen readers. */
export function AddressText({ lines }: { lines: string[] }) {
  return (
    <p>
      {lines.map((text, index) => (
        <span key={index} className="block">
          {index > 0 && ' '}
          {text}
        </span>
      ))}
    </p>
  )
}

const legalLinkClassName = 'font-medium text-forest-800 underline underline-offset-2'

/**
 * The last step (§312j BGB): everything the order holds, at a glance,
 * before the button that places it: the items with their choices, the
 * delivery and billing address, the shipping and payment method, the
 * delivery window, the prices with VAT; the terms, the privacy policy and
 * the cancellation policy linked; for individualised club items the notice
 * that the right of withdrawal does not apply to them. The button reads
 * 'Zahlungspflichtig bestellen' and sends the grand total shown, so the
 * server places the order only at that price.
 */
export function SummaryStep({
  cart,
  placing,
  errors,
  onPlace,
}: {
  cart: CheckoutCart
  placing: boolean
  /** Why the last try to place the order failed. */
  errors: readonly string[]
  onPlace: (expectedGrandTotal: number) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const shipping = shippingAddressOf(cart)
  const billing = cart.billing_address
  const individualised = individualisedItems(cart)
  const blocked = hasItemErrors(cart)
  const unavailable = unavailableItems(cart)
  const grandTotal = cart.prices?.grand_total?.value ?? 0
  const noticeId = `${id}-withdrawal`
  const link = (key: 'terms' | 'privacy' | 'withdrawal') => (
    <Link
      // The privacy policy is a route of its own; the terms and the withdrawal notice are content pages.
      to={
        key === 'privacy'
          ? pathFor('privacy', locale)
          : `/${locale}/${t(`checkout.summary.paths.${key}`)}`
      }
      target="_blank"
      className={legalLinkClassName}
    />
  )

  return (
    <div className="space-y-6">
      <FormAlert messages={errors} />
      <div className="grid gap-6 sm:grid-cols-2">
        {shipping && (
          <div>
            <h3 className="font-medium text-ink">{t('checkout.summary.shippingAddress')}</h3>
            <div className="mt-1 text-sm">
              <AddressText lines={cartAddressLines(shipping)} />
            </div>
          </div>
        )}
        {billing && (
          <div>
            <h3 className="font-medium text-ink">{t('checkout.summary.billingAddress')}</h3>
            <div className="mt-1 text-sm">
              {shipping?.same_as_billing ? (
                <p>{t('checkout.summary.sameAsShipping')}</p>
              ) : (
                <AddressText lines={cartAddressLines(billing)} />
              )}
            </div>
          </div>
        )}
        {shipping?.selected_shipping_method && (
          <div>
            <h3 className="font-medium text-ink">{t('checkout.summary.shippingMethod')}</h3>
            <p className="mt-1 text-sm">
              {shipping.selected_shipping_method.method_title ||
                shipping.selected_shipping_method.carrier_title}
            </p>
            <DeliveryWindow cart={cart} className="mt-1 text-sm" />
          </div>
        )}
        {cart.selected_payment_method?.code && (
          <div>
            <h3 className="font-medium text-ink">{t('checkout.summary.paymentMethod')}</h3>
            <p className="mt-1 flex items-center gap-2 text-sm">
              {cart.selected_payment_method.mollie_meta.image && (
                <PaymentMethodIcon src={cart.selected_payment_method.mollie_meta.image} />
              )}
              {cart.selected_payment_method.title}
            </p>
          </div>
        )}
        {cart.email && (
          <div>
            <h3 className="font-medium text-ink">{t('checkout.summary.email')}</h3>
            <p className="mt-1 text-sm break-all">{cart.email}</p>
          </div>
        )}
      </div>
      <div>
        <h3 className="font-medium text-ink">{t('checkout.summary.items')}</h3>
        <OrderItems cart={cart} />
      </div>
      <div className="rounded-lg bg-cream-50 p-4 ring-1 ring-cream-300">
        <OrderTotals cart={cart} />
      </div>
      <p className="text-sm text-ink">
        <Trans
          i18nKey="checkout.summary.legal"
          components={{
            terms: link('terms'),
            privacy: link('privacy'),
            withdrawal: link('withdrawal'),
          }}
        />
      </p>
      {individualised.length > 0 && (
        <div
          id={noticeId}
          className="rounded-md border border-brass-400 bg-cream-50 px-4 py-3 text-sm text-ink"
        >
          <p className="font-medium">{t('checkout.summary.individualisedTitle')}</p>
          <p className="mt-1">
            {t('checkout.summary.individualised', { items: individualised.join(', ') })}
          </p>
        </div>
      )}
      {blocked && (
        <p role="alert" className="text-red-800">
          {unavailable.length > 0
            ? t('checkout.summary.blocked', { names: unavailable.join(', ') })
            : t('checkout.summary.itemErrors')}{' '}
          <Link to={`/${locale}/checkout/cart`} className={legalLinkClassName}>
            {t('checkout.summary.toCart')}
          </Link>
        </p>
      )}
      <button
        type="button"
        aria-disabled={placing || blocked}
        aria-describedby={individualised.length > 0 ? noticeId : undefined}
        onClick={() => {
          if (placing || blocked) return
          onPlace(grandTotal)
        }}
        className={`${buttonClassName} w-full text-lg aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:w-auto`}
      >
        {t('checkout.summary.place')}
      </button>
      <p role="status" className="text-sm text-ink-muted">
        {placing ? t('checkout.summary.placing') : ''}
      </p>
    </div>
  )
}
