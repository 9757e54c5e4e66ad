import {
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form'
import { AddressFields as AddressFieldRows } from '@/components/address/address-fields'
import type { DeliveryCountry } from '../api/get-checkout-countries.commerce'
import type { AddressStepValues } from '../lib/checkout-schemas'

type Prefix = 'shipping' | 'billing'

/**
 * The fields of a typed address inside the address step's form (the
 * shared AddressFields in the checkout's words); `prefix` says which of
 * the step's addresses, and names its section for the browser's autofill.
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
  const countryCode = useWatch({ control, name: `${prefix}.country_code` })
  return (
    <AddressFieldRows
      countries={countries}
      countryCode={countryCode}
      register={(name, options) => register(`${prefix}.${name}`, options)}
      errors={errors[prefix]}
      onCountryChange={() => {
        setValue(`${prefix}.region`, '')
      }}
      section={prefix}
    />
  )
}
