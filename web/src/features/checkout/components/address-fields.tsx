import { useId } from 'react'
import {
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { TextField } from '@/components/ui/form/fields'
import type { DeliveryCountry } from '../api/get-checkout-countries.commerce'
import { regionsOf } from '../lib/address'
import {
  maxLengths,
  type AddressFieldValues,
  type AddressStepValues,
} from '../lib/checkout-schemas'

type Prefix = 'shipping' | 'billing'
type TextName = Exclude<keyof AddressFieldValues, 'country_code' | 'region'>

/**
 * The fields of a typed address inside the address step's form: names,
 * company or c/o, two street lines, postcode and city, the country of the
 * shop's delivery countries and, for a country with a list, its region;
 * telephone and VAT id. `prefix` says which of the step's addresses.
 */
export function AddressFields({
  prefix,
  countries,
  register,
  control,
  errors,
  setValue,
}: {
  prefix: Prefix
  countries: DeliveryCountry[]
  register: UseFormRegister<AddressStepValues>
  control: Control<AddressStepValues>
  errors: FieldErrors<AddressStepValues>
  setValue: UseFormSetValue<AddressStepValues>
}) {
  const { t } = useTranslation()
  const id = useId()
  const countryCode = useWatch({ control, name: `${prefix}.country_code` })
  const regions = regionsOf(countries.find((c) => c.id === countryCode))
  const fieldErrors = errors[prefix] as FieldErrors<AddressFieldValues> | undefined
  const error = (name: keyof AddressFieldValues) => fieldErrors?.[name]?.message

  const text = (
    name: TextName,
    label: string,
    autoComplete: string,
    required: boolean,
    max: number,
    extra: { type?: 'text' | 'tel'; hint?: string } = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      required={required}
      markOptional={!required}
      error={error(name)}
      autoComplete={autoComplete === 'off' ? 'off' : `section-${prefix} ${prefix} ${autoComplete}`}
      maxLength={max}
      type={extra.type}
      hint={extra.hint}
      field={register(`${prefix}.${name}`)}
    />
  )

  const countryId = `${id}-country`
  const regionId = `${id}-region`
  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-6">
      <div className="sm:col-span-3">
        {text('firstname', t('checkout.address.firstname'), 'given-name', true, maxLengths.name)}
      </div>
      <div className="sm:col-span-3">
        {text('lastname', t('checkout.address.lastname'), 'family-name', true, maxLengths.name)}
      </div>
      <div className="sm:col-span-6">
        {text('company', t('checkout.address.company'), 'organization', false, maxLengths.company)}
      </div>
      <div className="sm:col-span-6">
        {text('street', t('checkout.address.street'), 'address-line1', true, maxLengths.street)}
      </div>
      <div className="sm:col-span-6">
        {text('street2', t('checkout.address.street2'), 'address-line2', false, maxLengths.street)}
      </div>
      <div className="sm:col-span-2">
        {text('postcode', t('checkout.address.postcode'), 'postal-code', true, maxLengths.postcode)}
      </div>
      <div className="sm:col-span-4">
        {text('city', t('checkout.address.city'), 'address-level2', true, maxLengths.city)}
      </div>
      <div className={regions.length > 0 ? 'sm:col-span-3' : 'sm:col-span-6'}>
        <FieldShell
          id={countryId}
          label={t('checkout.address.country')}
          required
          error={error('country_code')}
        >
          <select
            autoComplete={`section-${prefix} ${prefix} country`}
            aria-required="true"
            {...controlProps(countryId, error('country_code'))}
            {...register(`${prefix}.country_code`, {
              // The region of another country is no choice for this one.
              onChange: () => {
                setValue(`${prefix}.region`, '')
              },
            })}
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
        <div className="sm:col-span-3">
          <FieldShell
            id={regionId}
            label={t('checkout.address.region')}
            required={false}
            markOptional
            error={error('region')}
          >
            <select
              autoComplete={`section-${prefix} ${prefix} address-level1`}
              {...controlProps(regionId, error('region'))}
              {...register(`${prefix}.region`)}
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
      <div className="sm:col-span-3">
        {text('telephone', t('checkout.address.telephone'), 'tel', false, maxLengths.telephone, {
          type: 'tel',
        })}
      </div>
      <div className="sm:col-span-3">
        {text('vat_id', t('checkout.address.vatId'), 'off', false, maxLengths.vatId, {
          hint: t('checkout.address.vatIdHint'),
        })}
      </div>
    </div>
  )
}
