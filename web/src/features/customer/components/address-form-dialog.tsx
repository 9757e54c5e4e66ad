import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { TextField } from '@/components/ui/form/fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { CloseIcon } from '@/components/ui/icons'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { applyServerErrors } from '@/lib/server-errors'
import { useCreateCustomerAddress } from '../api/create-customer-address.commerce'
import { useCountries, type Country } from '../api/get-countries.commerce'
import type { Customer, CustomerAddress } from '../api/get-customer.commerce'
import { useUpdateCustomerAddress } from '../api/update-customer-address.commerce'
import { useCustomerMessages } from '../hooks/use-customer-messages'
import { addressFormValues, addressInput, regionsOf } from '../lib/address'
import { addressSchema, maxLengths, type AddressValues } from '../lib/customer-schemas'
import { CustomerDialog } from './customer-dialog'
import { secondaryButtonClassName } from './customer-states'

/** The fields the server may name in its errors (CustomerAddressInput). */
const fieldNames = [
  'firstname',
  'lastname',
  'company',
  'street',
  'postcode',
  'city',
  'country_code',
  'region',
  'telephone',
  'vat_id',
] as const

type TextField =
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'street'
  | 'street2'
  | 'postcode'
  | 'city'
  | 'telephone'
  | 'vat_id'

/** Grid spans of the fields: two per row from sm up, postcode and city one third and two. */
const span = {
  half: 'sm:col-span-3',
  full: 'sm:col-span-6',
  third: 'sm:col-span-2',
  twoThirds: 'sm:col-span-4',
}

export interface AddressFormDialogProps {
  /** The address to change; null adds one. */
  address: CustomerAddress | null
  customer: Pick<Customer, 'firstname' | 'lastname'>
  /** The address book is empty: the new address becomes both defaults. */
  firstAddress: boolean
  onClose: () => void
}

/**
 * Adding or changing an address in a dialog: names, company or c/o, two
 * street lines, postcode and city, the country from the shop's delivery
 * countries and, for a country with a list, its region; telephone and VAT
 * id; the default marks. The server checks it all (postcodes per country,
 * VAT ids, telephone numbers) and its errors land on their fields.
 */
export function AddressFormDialog(props: AddressFormDialogProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const headingId = `${id}-heading`
  const countries = useCountries(locale, {
    queryConfig: {
      select: (data) => (data.countries ?? []).filter((c): c is Country => Boolean(c?.id)),
    },
  })
  const title = props.address ? t('customer.address.editTitle') : t('customer.address.addTitle')

  return (
    <CustomerDialog labelledBy={headingId} onClose={props.onClose}>
      <div className="flex items-start justify-between gap-4 border-b border-cream-300 px-5 py-4 sm:px-7">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-forest-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={props.onClose}
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-cream-200"
        >
          <CloseIcon />
          <span className="sr-only">{t('common.close')}</span>
        </button>
      </div>
      {countries.data ? (
        <AddressForm {...props} headingId={headingId} countries={countries.data} />
      ) : (
        <div className="p-5 sm:p-7">
          {countries.isPending ? (
            <p role="status" className="text-ink-muted">
              {t('common.loading')}
            </p>
          ) : (
            <p role="alert" className="text-red-800">
              {t('customer.address.countriesFailed')}
            </p>
          )}
        </div>
      )}
    </CustomerDialog>
  )
}

function AddressForm({
  address,
  customer,
  firstAddress,
  onClose,
  headingId,
  countries,
}: AddressFormDialogProps & { headingId: string; countries: Country[] }) {
  const { t } = useTranslation()
  const toast = useToast()
  const id = useId()
  const messages = useCustomerMessages()
  const resolver = useMemo(() => zodResolver(addressSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver,
    defaultValues: addressFormValues(address, customer, { firstAddress }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const create = useCreateCustomerAddress()
  const update = useUpdateCustomerAddress()
  const pending = create.isPending || update.isPending
  const countryCode = useWatch({ control, name: 'country_code' })
  const country = countries.find((c) => c.id === countryCode)
  const regions = regionsOf(country)

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([])
    const input = addressInput(values, country)
    try {
      if (address?.id != null) {
        await update.mutateAsync({ id: address.id, input })
      } else {
        await create.mutateAsync({ input })
      }
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('customer.address.failed')),
      )
      return
    }
    toast.success(address ? t('customer.addresses.updated') : t('customer.addresses.created'))
    onClose()
  })

  const text = (
    name: TextField,
    {
      label,
      autoComplete,
      required,
      max,
      type = 'text',
      hint,
    }: {
      label: string
      autoComplete: string
      required: boolean
      max: number
      type?: 'text' | 'tel'
      hint?: string
    },
  ) => {
    return (
      <TextField
        id={`${id}-${name}`}
        label={label}
        required={required}
        markOptional={!required}
        hint={hint}
        error={errors[name]?.message}
        type={type}
        autoComplete={autoComplete}
        maxLength={max}
        field={register(name)}
      />
    )
  }

  const countryId = `${id}-country`
  const countryError = errors.country_code?.message
  const regionId = `${id}-region`
  const regionError = errors.region?.message
  const countryField = register('country_code', {
    // The region of another country is no choice for this one.
    onChange: () => {
      setValue('region', '')
    },
  })

  const defaultMark = (name: 'default_billing' | 'default_shipping', label: string) => {
    const fieldId = `${id}-${name}`
    const hintId = `${fieldId}-hint`
    const locked = firstAddress || address?.[name] === true
    return (
      <div className="flex gap-3">
        {locked ? (
          // Already the default (or the first address, which the server makes both): nothing to untick.
          <input
            id={fieldId}
            type="checkbox"
            checked
            readOnly
            disabled
            aria-describedby={hintId}
            className="mt-0.5 size-5 shrink-0 accent-forest-800"
          />
        ) : (
          <input
            id={fieldId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-forest-800"
            {...register(name)}
          />
        )}
        <div>
          <label htmlFor={fieldId} className="font-medium text-ink">
            {label}
          </label>
          {locked && (
            <p id={hintId} className="mt-0.5 text-sm text-ink-muted">
              {firstAddress ? t('customer.address.firstAddress') : t('customer.address.isDefault')}
            </p>
          )}
        </div>
      </div>
    )
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={pending}
      onSubmit={submitUnlessPending(pending, onSubmit)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
        <FormAlert messages={formErrors} />
        <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-6">
          <div className={span.half}>
            {text('firstname', {
              label: t('customer.address.firstname'),
              autoComplete: 'given-name',
              required: true,
              max: maxLengths.name,
            })}
          </div>
          <div className={span.half}>
            {text('lastname', {
              label: t('customer.address.lastname'),
              autoComplete: 'family-name',
              required: true,
              max: maxLengths.name,
            })}
          </div>
          <div className={span.full}>
            {text('company', {
              label: t('customer.address.company'),
              autoComplete: 'organization',
              required: false,
              max: maxLengths.company,
            })}
          </div>
          <div className={span.full}>
            {text('street', {
              label: t('customer.address.street'),
              autoComplete: 'address-line1',
              required: true,
              max: maxLengths.street,
            })}
          </div>
          <div className={span.full}>
            {text('street2', {
              label: t('customer.address.street2'),
              autoComplete: 'address-line2',
              required: false,
              max: maxLengths.street,
            })}
          </div>
          <div className={span.third}>
            {text('postcode', {
              label: t('customer.address.postcode'),
              autoComplete: 'postal-code',
              required: true,
              max: maxLengths.postcode,
            })}
          </div>
          <div className={span.twoThirds}>
            {text('city', {
              label: t('customer.address.city'),
              autoComplete: 'address-level2',
              required: true,
              max: maxLengths.city,
            })}
          </div>
          <div className={regions.length > 0 ? span.half : span.full}>
            <FieldShell
              id={countryId}
              label={t('customer.address.country')}
              required
              error={countryError}
            >
              <select
                autoComplete="country"
                aria-required="true"
                {...controlProps(countryId, countryError)}
                {...countryField}
              >
                <option value="">{t('forms.choose')}</option>
                {countries.map((c) => (
                  <option key={c.id} value={c.id ?? ''}>
                    {c.full_name_locale ?? c.id}
                  </option>
                ))}
              </select>
            </FieldShell>
          </div>
          {regions.length > 0 && (
            <div className={span.half}>
              <FieldShell
                id={regionId}
                label={t('customer.address.region')}
                required={false}
                markOptional
                error={regionError}
              >
                <select
                  autoComplete="address-level1"
                  {...controlProps(regionId, regionError)}
                  {...register('region')}
                >
                  <option value="">{t('forms.choose')}</option>
                  {regions.map((region) => (
                    <option key={region.id} value={String(region.id)}>
                      {region.name}
                    </option>
                  ))}
                </select>
              </FieldShell>
            </div>
          )}
          <div className={span.half}>
            {text('telephone', {
              label: t('customer.address.telephone'),
              autoComplete: 'tel',
              required: false,
              max: maxLengths.telephone,
              type: 'tel',
            })}
          </div>
          <div className={span.half}>
            {text('vat_id', {
              label: t('customer.address.vatId'),
              autoComplete: 'off',
              required: false,
              max: maxLengths.vatId,
              hint: t('customer.address.vatIdHint'),
            })}
          </div>
          <div className={`${span.full} space-y-3`}>
            {defaultMark('default_billing', t('customer.address.defaultBilling'))}
            {defaultMark('default_shipping', t('customer.address.defaultShipping'))}
          </div>
        </div>
        <p className="mt-5 text-sm text-ink-muted">{t('customer.requiredNote')}</p>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-cream-300 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
        <button type="button" onClick={onClose} className={secondaryButtonClassName}>
          {t('customer.addresses.cancel')}
        </button>
        <SubmitButton pending={pending} pendingLabel={t('customer.address.sending')}>
          {t('customer.address.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
