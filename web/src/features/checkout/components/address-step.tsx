import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { useLocale } from '@/hooks/use-locale'
import { useValidationMessages } from '@/hooks/use-validation-messages'
import { addressLines, emptyAddressFields } from '@/lib/address'
import type { AddressFieldValues } from '@/lib/address-schema'
import { serverErrors } from '@/lib/server-errors'
import type { CheckoutCart } from '../api/checkout-cart.commerce'
import type { DeliveryCountry } from '../api/get-checkout-countries.commerce'
import type { CheckoutCustomer, SavedAddress } from '../api/get-checkout-customer.commerce'
import { useSetBillingAddressOnCart } from '../api/set-billing-address-on-cart.commerce'
import { useSetShippingAddressOnCart } from '../api/set-shipping-address-on-cart.commerce'
import { cartAddressFieldNames, cartAddressInput, cartAddressValues } from '../lib/address'
import { addressStepSchema, type AddressStepValues } from '../lib/checkout-schemas'
import { shippingAddressOf } from '../lib/checkout-steps'
import { AddressFields } from './address-fields'

const savedAddresses = (customer: CheckoutCustomer | null) =>
  (customer?.addresses ?? []).filter((a): a is SavedAddress => a?.id != null)

/** Where the form starts: what the cart holds, else the customer's default addresses, else empty. */
export function addressStepValues(
  cart: CheckoutCart,
  customer: CheckoutCustomer | null,
): AddressStepValues {
  const saved = savedAddresses(customer)
  const shipping = shippingAddressOf(cart)
  const billing = cart.billing_address ?? null
  const name = customer ?? {}
  const choiceOf = (
    address: { id?: number | null } | null,
    fallback: SavedAddress | undefined,
  ): string => {
    if (address) {
      return address.id != null && saved.some((a) => a.id === address.id)
        ? String(address.id)
        : 'new'
    }
    return fallback ? String(fallback.id) : 'new'
  }
  const defaultShipping = saved.find((a) => a.default_shipping) ?? saved[0]
  const defaultBilling = saved.find((a) => a.default_billing) ?? saved[0]
  const typed = (address: typeof billing) =>
    address && (address.id == null || !saved.some((a) => a.id === address.id))
      ? cartAddressValues(address)
      : emptyAddressFields(name)
  const separateBilling =
    !cart.is_virtual && billing !== null && shipping?.same_as_billing === false
  return {
    shippingChoice: choiceOf(shipping, defaultShipping),
    shipping: typed(shipping),
    saveShipping: shipping?.save_in_address_book ?? false,
    separateBilling,
    billingChoice: choiceOf(cart.is_virtual || separateBilling ? billing : null, defaultBilling),
    billing: cart.is_virtual || separateBilling ? typed(billing) : emptyAddressFields(name),
    saveBilling: false,
  }
}

/**
 * The address step: where to ship (a saved address of a customer's, or a
 * new one, kept in the address book on request) and where to bill (the
 * shipping address unless the customer asks for another). A cart of
 * virtual items asks for the billing address only. Each address is sent on
 * its own; the server's errors land beside the field of the address they
 * are about.
 */
export function AddressStep({
  cart,
  customer,
  countries,
  headingId,
  onDone,
}: {
  cart: CheckoutCart
  /** The signed-in customer; null for a guest. */
  customer: CheckoutCustomer | null
  countries: DeliveryCountry[]
  headingId: string
  onDone: (cart: CheckoutCart) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const messages = useValidationMessages()
  const virtual = cart.is_virtual
  const resolver = useMemo(
    () =>
      zodResolver(
        addressStepSchema(messages, { virtual }),
      ) as unknown as Resolver<AddressStepValues>,
    [messages, virtual],
  )
  const saved = savedAddresses(customer)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors },
  } = useForm<AddressStepValues>({
    resolver,
    defaultValues: addressStepValues(cart, customer),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const setShipping = useSetShippingAddressOnCart()
  const setBilling = useSetBillingAddressOnCart()
  const pending = setShipping.isPending || setBilling.isPending
  const shippingChoice = useWatch({ control, name: 'shippingChoice' })
  const billingChoice = useWatch({ control, name: 'billingChoice' })
  const separateBilling = useWatch({ control, name: 'separateBilling' })
  const billingApart = virtual || separateBilling

  const countryOf = (values: AddressFieldValues) =>
    countries.find((c) => c.id === values.country_code)

  /** Puts a failed address's errors beside its fields; answers what goes above the form. */
  const showErrors = (error: unknown, prefix: 'shipping' | 'billing', typed: boolean) => {
    const sorted = serverErrors(error, typed ? cartAddressFieldNames : [])
    for (const { name, message } of sorted.fields) {
      const field = name === 'region_id' ? 'region' : name
      setError(`${prefix}.${field}` as FieldPath<AddressStepValues>, { type: 'server', message })
    }
    if (sorted.general.length > 0) return sorted.general
    const first = sorted.fields[0]
    if (!first) return [t('checkout.address.failed')]
    setFocus(
      `${prefix}.${first.name === 'region_id' ? 'region' : first.name}` as FieldPath<AddressStepValues>,
    )
    return []
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([])
    let latest: CheckoutCart = cart
    if (!virtual) {
      const typed = values.shippingChoice === 'new'
      try {
        latest = await setShipping.mutateAsync(
          typed
            ? {
                address: cartAddressInput(
                  values.shipping,
                  countryOf(values.shipping),
                  customer !== null && values.saveShipping,
                ),
              }
            : { customer_address_id: Number(values.shippingChoice) },
        )
      } catch (error) {
        setFormErrors(showErrors(error, 'shipping', typed))
        return
      }
    }
    const typedBilling = billingApart && values.billingChoice === 'new'
    try {
      latest = await setBilling.mutateAsync(
        !billingApart
          ? { same_as_shipping: true }
          : typedBilling
            ? {
                address: cartAddressInput(
                  values.billing,
                  countryOf(values.billing),
                  customer !== null && values.saveBilling,
                ),
              }
            : { customer_address_id: Number(values.billingChoice) },
      )
    } catch (error) {
      setFormErrors(showErrors(error, 'billing', typedBilling))
      return
    }
    onDone(latest)
  })

  const fieldProps = { countries, register, control, errors, setValue }

  /** A customer may keep a typed address in the address book (with the order); a guest has none. */
  const saveBox = (prefix: 'shipping' | 'billing') =>
    customer !== null && (
      <div className="mt-5 flex gap-3">
        <input
          id={`${id}-${prefix}-save`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-forest-800"
          {...register(prefix === 'shipping' ? 'saveShipping' : 'saveBilling')}
        />
        <label htmlFor={`${id}-${prefix}-save`} className="text-ink">
          {t('checkout.address.save')}
        </label>
      </div>
    )

  const choices = (prefix: 'shipping' | 'billing', choice: string, legend: string) => (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-medium text-ink">{legend}</legend>
      {saved.map((address) => {
        const inputId = `${id}-${prefix}-${String(address.id)}`
        return (
          <label
            key={address.id}
            htmlFor={inputId}
            className="flex cursor-pointer gap-3 rounded-md border border-cream-300 bg-cream-50 p-3 has-checked:border-forest-800 has-checked:ring-1 has-checked:ring-forest-800"
          >
            <input
              id={inputId}
              type="radio"
              value={String(address.id)}
              className="mt-1 size-5 shrink-0 accent-forest-800"
              {...register(`${prefix}Choice`)}
            />
            <span className="text-sm">
              {addressLines(address, locale).map((text, index) => (
                <span key={index} className="block">
                  {text}
                </span>
              ))}
            </span>
          </label>
        )
      })}
      <label
        htmlFor={`${id}-${prefix}-new`}
        className="flex cursor-pointer gap-3 rounded-md border border-cream-300 bg-cream-50 p-3 has-checked:border-forest-800 has-checked:ring-1 has-checked:ring-forest-800"
      >
        <input
          id={`${id}-${prefix}-new`}
          type="radio"
          value="new"
          className="mt-0.5 size-5 shrink-0 accent-forest-800"
          {...register(`${prefix}Choice`)}
        />
        <span className="font-medium">{t('checkout.address.new')}</span>
      </label>
      {choice === 'new' && (
        <div className="pt-2">
          <AddressFields prefix={prefix} {...fieldProps} />
          {saveBox(prefix)}
        </div>
      )}
    </fieldset>
  )

  const typedOnly = (prefix: 'shipping' | 'billing', legend: string) => (
    <fieldset>
      <legend className="mb-3 font-medium text-ink">{legend}</legend>
      <AddressFields prefix={prefix} {...fieldProps} />
      {saveBox(prefix)}
    </fieldset>
  )

  const section = (prefix: 'shipping' | 'billing', choice: string, legend: string) =>
    saved.length > 0 ? choices(prefix, choice, legend) : typedOnly(prefix, legend)

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={pending}
      onSubmit={submitUnlessPending(pending, onSubmit)}
      className="space-y-6"
    >
      <FormAlert messages={formErrors} />
      {!virtual && section('shipping', shippingChoice, t('checkout.address.shippingLegend'))}
      {!virtual && (
        <div className="flex gap-3">
          <input
            id={`${id}-separate`}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-forest-800"
            {...register('separateBilling')}
          />
          <label htmlFor={`${id}-separate`} className="text-ink">
            {t('checkout.address.separateBilling')}
          </label>
        </div>
      )}
      {billingApart && section('billing', billingChoice, t('checkout.address.billingLegend'))}
      <p className="text-sm text-ink-muted">{t('checkout.requiredNote')}</p>
      <SubmitButton pending={pending} pendingLabel={t('checkout.sending')}>
        {t('checkout.continue')}
      </SubmitButton>
    </form>
  )
}
