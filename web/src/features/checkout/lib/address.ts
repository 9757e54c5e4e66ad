import type { CartAddressInput } from '@/gql/graphql'
import { addressFieldNames, line, regionsOf } from '@/lib/address'
import type { AddressFieldValues } from '@/lib/address-schema'
import type { CheckoutCart } from '../api/checkout-cart.commerce'
import type { DeliveryCountry } from '../api/get-checkout-countries.commerce'

type CartAddress = NonNullable<CheckoutCart['billing_address']>

/** The fields the server names in a cart address's errors (CartAddressInput). */
export const cartAddressFieldNames = [...addressFieldNames, 'region_id'] as const

/** The form's values of an address the cart holds (to change it after a reload). */
export function cartAddressValues(address: CartAddress): AddressFieldValues {
  const regionId = address.region?.region_id
  return {
    firstname: line(address.firstname),
    lastname: line(address.lastname),
    company: line(address.company),
    street: line(address.street[0]),
    street2: line(address.street[1]),
    postcode: line(address.postcode),
    city: line(address.city),
    country_code: address.country.code,
    region: regionId ? String(regionId) : '',
    telephone: line(address.telephone),
    vat_id: line(address.vat_id),
  }
}

/** What the step sends for a typed address (CartAddressInput). */
export function cartAddressInput(
  values: AddressFieldValues,
  country: DeliveryCountry | undefined,
  saveInAddressBook: boolean,
): CartAddressInput {
  const street2 = values.street2.trim()
  const input: CartAddressInput = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: values.company.trim(),
    street: street2 === '' ? [values.street.trim()] : [values.street.trim(), street2],
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    country_code: values.country_code,
    telephone: values.telephone.trim(),
    vat_id: values.vat_id.trim(),
    save_in_address_book: saveInAddressBook,
  }
  if (regionsOf(country).length > 0 && values.region !== '') input.region_id = Number(values.region)
  return input
}

/** An address as written on an envelope, one line each, empty lines left out. */
export function cartAddressLines(address: CartAddress): string[] {
  return [
    [address.firstname, address.lastname].map(line).filter(Boolean).join(' '),
    line(address.company),
    ...address.street.map(line),
    [address.postcode, address.city].map(line).filter(Boolean).join(' '),
    line(address.region?.label),
    address.country.label,
  ].filter((text) => text !== '')
}

/**
 * Whether the cart's address is the saved one with that id: the server
 * keeps the id of the address book entry it was taken from.
 */
export function isSavedAddress(address: CartAddress | null | undefined, id: number): boolean {
  return address?.id === id
}
