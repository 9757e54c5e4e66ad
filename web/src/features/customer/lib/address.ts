import type { CountryCodeEnum, CustomerAddressInput } from '@/gql/graphql'
import { emptyAddressFields, line, regionsOf } from '@/lib/address'
import type { Country } from '../api/get-countries.commerce'
import type { Customer, CustomerAddress } from '../api/get-customer.commerce'
import type { AddressValues } from './customer-schemas'

/** A short name of an address for labels ("Edit address Lena Huber, Hauptstraße 1"). */
export function addressSummary(address: CustomerAddress): string {
  const name = [address.firstname, address.lastname].map(line).filter(Boolean).join(' ')
  const street = line(address.street?.[0])
  const city = line(address.city)
  return [name, street, city].filter(Boolean).join(', ')
}

/** The address form's values: the address's own, or for a new one the customer's name in Germany. */
export function addressFormValues(
  address: CustomerAddress | null,
  customer: Pick<Customer, 'firstname' | 'lastname'>,
  { firstAddress }: { firstAddress: boolean },
): AddressValues {
  if (!address) {
    return {
      ...emptyAddressFields(customer),
      // The server makes the first address the default for both.
      default_billing: firstAddress,
      default_shipping: firstAddress,
    }
  }
  const regionId = address.region?.region_id
  return {
    firstname: line(address.firstname),
    lastname: line(address.lastname),
    company: line(address.company),
    street: line(address.street?.[0]),
    street2: line(address.street?.[1]),
    postcode: line(address.postcode),
    city: line(address.city),
    country_code: address.country_code ?? '',
    region: regionId ? String(regionId) : '',
    telephone: line(address.telephone),
    vat_id: line(address.vat_id),
    default_billing: address.default_billing === true,
    default_shipping: address.default_shipping === true,
  }
}

/**
 * What the form sends (CustomerAddressInput): every field, so that an
 * emptied one is emptied; the street as one or two lines; the region by
 * id for a country with a list ({} clears it), none for a country without
 * one, whose region the customer does not pick here.
 */
export function addressInput(
  values: AddressValues,
  country: Country | undefined,
): CustomerAddressInput {
  const street2 = values.street2.trim()
  const input: CustomerAddressInput = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: values.company.trim(),
    street: street2 === '' ? [values.street.trim()] : [values.street.trim(), street2],
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    country_code: values.country_code as CountryCodeEnum,
    telephone: values.telephone.trim(),
    vat_id: values.vat_id.trim(),
    default_billing: values.default_billing,
    default_shipping: values.default_shipping,
  }
  if (regionsOf(country).length > 0) {
    input.region = values.region === '' ? {} : { region_id: Number(values.region) }
  }
  return input
}
