import { useId, useState, type ReactNode, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton } from '@/components/ui/form/submit-button'
import { useLocale } from '@/hooks/use-locale'
import { formatMoney } from '@/lib/money'
import { serverErrors } from '@/lib/server-errors'
import type { CheckoutCart } from '../api/checkout-cart.commerce'
import { useSetPaymentMethodOnCart } from '../api/set-payment-method-on-cart.commerce'
import { useSetShippingMethodOnCart } from '../api/set-shipping-method-on-cart.commerce'
import { applePayCode, useApplePayAvailable } from '../lib/apple-pay'
import { shippingAddressOf } from '../lib/checkout-steps'
import { DeliveryWindow } from './order-totals'
import { PaymentMethodIcon } from './payment-method-icon'

const optionClassName =
  'flex cursor-pointer gap-3 rounded-md border border-cream-300 bg-cream-50 p-3 has-checked:border-forest-800 has-checked:ring-1 has-checked:ring-forest-800 has-disabled:cursor-not-allowed has-disabled:opacity-70'

/** A radio group of a step with its submit button; the choice is required. */
function MethodForm({
  headingId,
  legend,
  initial,
  pending,
  onSubmit,
  children,
}: {
  headingId: string
  legend: string
  initial: string
  pending: boolean
  onSubmit: (choice: string) => Promise<string[]>
  children: (name: string, errorId: string | undefined) => ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const [choiceError, setChoiceError] = useState<string | null>(null)
  const [formErrors, setFormErrors] = useState<string[]>([])
  const errorId = `${id}-error`
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const choice = new FormData(form).get(id)
    setFormErrors([])
    if (typeof choice !== 'string' || choice === '') {
      setChoiceError(t('checkout.method.choose'))
      form.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus()
      return
    }
    setChoiceError(null)
    setFormErrors(await onSubmit(choice))
  }
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={pending}
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
      key={initial}
    >
      <FormAlert messages={formErrors} />
      <fieldset
        className="space-y-3"
        aria-describedby={choiceError ? errorId : undefined}
        aria-invalid={choiceError ? true : undefined}
      >
        <legend className="mb-2 font-medium text-ink">{legend}</legend>
        {children(id, choiceError ? errorId : undefined)}
      </fieldset>
      {choiceError && (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {choiceError}
        </p>
      )}
      <SubmitButton pending={pending} pendingLabel={t('checkout.sending')}>
        {t('checkout.continue')}
      </SubmitButton>
    </form>
  )
}

type ShippingMethod = NonNullable<
  NonNullable<ReturnType<typeof shippingAddressOf>>['available_shipping_methods']
>[number]

/**
 * The method the shipping step starts with: the one the cart has while it
 * is still offered, else the cheapest offered (the first of equal price, in
 * the server's order), so that one method on offer is chosen already and
 * "continue" goes on without a click, as Shopware and Magento's checkout do.
 */
export function preselectedShipping(selected: string, available: ShippingMethod[]): string {
  const offered = available.filter((m) => m !== null)
  if (offered.some((m) => `${m.carrier_code}/${m.method_code ?? ''}` === selected)) return selected
  let cheapest: (typeof offered)[number] | undefined
  for (const m of offered) {
    if (!cheapest || (m.price_incl_tax.value ?? 0) < (cheapest.price_incl_tax.value ?? 0))
      cheapest = m
  }
  return cheapest ? `${cheapest.carrier_code}/${cheapest.method_code ?? ''}` : ''
}

/**
 * The shipping method: the methods that ship to the address, with their
 * prices incl. VAT (free where the cart ships free) and the delivery window
 * of the chosen one. One a method no longer offers is refused by the
 * server, whose message shows above the list.
 */
export function ShippingStep({
  cart,
  headingId,
  onDone,
}: {
  cart: CheckoutCart
  headingId: string
  onDone: (cart: CheckoutCart) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const setMethod = useSetShippingMethodOnCart()
  const address = shippingAddressOf(cart)
  const methods = (address?.available_shipping_methods ?? []).filter((m) => m !== null)
  const selected = address?.selected_shipping_method
  const available = methods.filter((m) => m.available)
  const initial = preselectedShipping(
    selected ? `${selected.carrier_code}/${selected.method_code}` : '',
    available,
  )

  if (available.length === 0) {
    return (
      <p role="alert" className="text-red-800">
        {methods.find((m) => m.error_message)?.error_message ?? t('checkout.shipping.none')}
      </p>
    )
  }
  return (
    <MethodForm
      headingId={headingId}
      legend={t('checkout.shipping.legend')}
      initial={initial}
      pending={setMethod.isPending}
      onSubmit={async (choice) => {
        const [carrier_code = '', method_code = ''] = choice.split('/')
        try {
          onDone(await setMethod.mutateAsync({ carrier_code, method_code }))
          return []
        } catch (error) {
          const { general } = serverErrors(error, [])
          return general.length > 0 ? general : [t('checkout.shipping.failed')]
        }
      }}
    >
      {(name, errorId) => (
        <>
          {methods.map((method) => {
            const value = `${method.carrier_code}/${method.method_code ?? ''}`
            const price = method.price_incl_tax.value ?? 0
            return (
              <label key={value} htmlFor={`${name}-${value}`} className={optionClassName}>
                <input
                  id={`${name}-${value}`}
                  type="radio"
                  name={name}
                  value={value}
                  defaultChecked={value === initial}
                  disabled={!method.available}
                  aria-describedby={errorId}
                  className="mt-0.5 size-5 shrink-0 accent-forest-800"
                />
                <span className="flex-1 font-medium">
                  {method.method_title ?? method.carrier_title}
                  {method.method_title && method.carrier_title !== method.method_title && (
                    <span className="block text-sm font-normal text-ink-muted">
                      {method.carrier_title}
                    </span>
                  )}
                  {!method.available && method.error_message && (
                    <span className="block text-sm font-normal text-red-800">
                      {method.error_message}
                    </span>
                  )}
                </span>
                <span className="font-medium tabular-nums">
                  {price === 0
                    ? t('checkout.shipping.free')
                    : formatMoney(price, method.price_incl_tax.currency ?? 'EUR', locale)}
                </span>
              </label>
            )
          })}
          <DeliveryWindow cart={cart} className="pt-1 text-sm" />
        </>
      )}
    </MethodForm>
  )
}

/**
 * The payment method: the methods the shop offers for this cart (Mollie's
 * with their names in the page's language and their icons, bank transfer,
 * the built-in test provider marked as a test payment that takes no
 * money), one card each in one column, so a long list reads on a phone.
 * Apple Pay only where the browser can pay with it.
 */
export function PaymentStep({
  cart,
  headingId,
  onDone,
}: {
  cart: CheckoutCart
  headingId: string
  onDone: (cart: CheckoutCart) => void
}) {
  const { t } = useTranslation()
  const setMethod = useSetPaymentMethodOnCart()
  const applePay = useApplePayAvailable()
  const methods = (cart.available_payment_methods ?? [])
    .filter((m) => m !== null)
    .filter((m) => m.code !== applePayCode || applePay)
  const initial = cart.selected_payment_method?.code ?? ''
  if (methods.length === 0) {
    return (
      <p role="alert" className="text-red-800">
        {t('checkout.payment.none')}
      </p>
    )
  }
  return (
    <MethodForm
      headingId={headingId}
      legend={t('checkout.payment.legend')}
      initial={initial}
      pending={setMethod.isPending}
      onSubmit={async (code) => {
        try {
          onDone(await setMethod.mutateAsync(code))
          return []
        } catch (error) {
          const { general } = serverErrors(error, [])
          return general.length > 0 ? general : [t('checkout.payment.failed')]
        }
      }}
    >
      {(name, errorId) =>
        methods.map((method) => {
          const image = method.mollie_meta.image
          return (
            <label key={method.code} htmlFor={`${name}-${method.code}`} className={optionClassName}>
              <input
                id={`${name}-${method.code}`}
                type="radio"
                name={name}
                value={method.code}
                defaultChecked={method.code === initial}
                aria-describedby={errorId}
                className="mt-0.5 size-5 shrink-0 accent-forest-800"
              />
              <span className="min-w-0 flex-1">
                <span className="font-medium break-words">{method.title}</span>
                {method.is_test && (
                  <span className="ml-2 inline-block rounded-sm bg-brass-400 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-forest-900 uppercase">
                    {t('checkout.payment.testBadge')}
                  </span>
                )}
                {method.is_test && (
                  <span className="block text-sm text-ink-muted">
                    {t('checkout.payment.testHint')}
                  </span>
                )}
              </span>
              {image && <PaymentMethodIcon src={image} />}
            </label>
          )
        })
      }
    </MethodForm>
  )
}
