import { useId, type ReactNode } from 'react'
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { TextField } from '@/components/ui/form/fields'
import { regionsOf, type RegionsCountry } from '@/lib/address'
import { addressMaxLengths, type AddressFieldValues } from '@/lib/address-schema'

type FieldName = keyof AddressFieldValues
type TextName = Exclude<FieldName, 'country_code' | 'region'>

/** A country to pick, as the server lists the shop's delivery countries. */
export interface AddressCountry extends RegionsCountry {
  id?: string | null
  full_name_locale?: string | null
}

/**
 * The fields of a typed address in a react-hook-form form, on a grid of
 * six columns from sm up: names, company or c/o, two street lines,
 * postcode and city, the country of the shop's delivery countries and, for
 * a country with a list, its region; telephone and VAT id. `children`
 * follow on the same grid. The labels are the one set every address form
 * shares (forms.address in the forms catalogue part: checkout, address
 * book), so a field is called the same wherever it is typed.
 *
 * `register` registers a field of the address by its name (the form may
 * keep the address under a prefix); `countryCode` is the country chosen
 * now; `onCountryChange` clears the region, as the region of another
 * country is no choice for this one. `section` names the address for the
 * browser's autofill ('shipping' or 'billing' where a form has both).
 */
export function AddressFields({
  countries,
  countryCode,
  register,
  errors,
  onCountryChange,
  section,
  children,
}: {
  countries: AddressCountry[]
  countryCode: string
  register: (name: FieldName, options?: { onChange?: () => void }) => UseFormRegisterReturn
  errors: FieldErrors<AddressFieldValues> | undefined
  onCountryChange: () => void
  section?: 'shipping' | 'billing'
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const labels = {
    firstname: t('forms.address.firstname'),
    lastname: t('forms.address.lastname'),
    company: t('forms.address.company'),
    street: t('forms.address.street'),
    street2: t('forms.address.street2'),
    postcode: t('forms.address.postcode'),
    city: t('forms.address.city'),
    country: t('forms.address.country'),
    region: t('forms.address.region'),
    telephone: t('forms.address.telephone'),
    vatId: t('forms.address.vatId'),
    vatIdHint: t('forms.address.vatIdHint'),
  }
  const id = useId()
  const regions = regionsOf(countries.find((c) => c.id === countryCode))
  const error = (name: FieldName) => errors?.[name]?.message
  const autoComplete = (token: string) =>
    section === undefined || token === 'off' ? token : `section-${section} ${section} ${token}`

  const text = (
    name: TextName,
    label: string,
    token: string,
    required: boolean,
    max: number,
    extra: { type?: 'text' | 'tel'; hint?: string } = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      required={required}
      markOptional={!required}
      hint={extra.hint}
      error={error(name)}
      type={extra.type}
      autoComplete={autoComplete(token)}
      maxLength={max}
      field={register(name)}
    />
  )

  const countryId = `${id}-country`
  const regionId = `${id}-region`
  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-6">
      <div className="sm:col-span-3">
        {text('firstname', labels.firstname, 'given-name', true, addressMaxLengths.name)}
      </div>
      <div className="sm:col-span-3">
        {text('lastname', labels.lastname, 'family-name', true, addressMaxLengths.name)}
      </div>
      <div className="sm:col-span-6">
        {text('company', labels.company, 'organization', false, addressMaxLengths.company)}
      </div>
      <div className="sm:col-span-6">
        {text('street', labels.street, 'address-line1', true, addressMaxLengths.street)}
      </div>
      <div className="sm:col-span-6">
        {text('street2', labels.street2, 'address-line2', false, addressMaxLengths.street)}
      </div>
      <div className="sm:col-span-2">
        {text('postcode', labels.postcode, 'postal-code', true, addressMaxLengths.postcode)}
      </div>
      <div className="sm:col-span-4">
        {text('city', labels.city, 'address-level2', true, addressMaxLengths.city)}
      </div>
      <div className={regions.length > 0 ? 'sm:col-span-3' : 'sm:col-span-6'}>
        <FieldShell id={countryId} label={labels.country} required error={error('country_code')}>
          <select
            autoComplete={autoComplete('country')}
            aria-required="true"
            {...controlProps(countryId, error('country_code'))}
            {...register('country_code', { onChange: onCountryChange })}
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
            label={labels.region}
            required={false}
            markOptional
            error={error('region')}
          >
            <select
              autoComplete={autoComplete('address-level1')}
              {...controlProps(regionId, error('region'))}
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
      <div className="sm:col-span-3">
        {text('telephone', labels.telephone, 'tel', false, addressMaxLengths.telephone, {
          type: 'tel',
        })}
      </div>
      <div className="sm:col-span-3">
        {text('vat_id', labels.vatId, 'off', false, addressMaxLengths.vatId, {
          hint: labels.vatIdHint,
        })}
      </div>
      {children}
    </div>
  )
}
