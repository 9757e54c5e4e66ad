import { z } from 'zod/mini'
import { chosen, textSchema, type ValidationMessages } from './validation'

/*
 * The check of a typed address, as the checkout's address step and the
 * customer's address book take it. It catches typing mistakes before a
 * request; the server checks again, more strictly (postcodes per country,
 * VAT ids, telephone numbers, the countries it ships to), and its errors
 * land beside the field they name.
 */

/** The server's lengths of an address's fields (internal/customer/customer.go). */
export const addressMaxLengths = {
  name: 100,
  company: 100,
  street: 100,
  postcode: 10,
  city: 100,
  telephone: 30,
  vatId: 20,
} as const

/** The texts the address check shows. */
export type AddressMessages = Pick<ValidationMessages, 'required' | 'tooLong'>

/**
 * A typed address (CartAddressInput, CustomerAddressInput): the street in
 * two fields, the region by id.
 */
export function addressFieldsSchema(messages: AddressMessages) {
  const text = (required: boolean, max: number) => textSchema(messages, { required, max })
  return z.object({
    firstname: text(true, addressMaxLengths.name),
    lastname: text(true, addressMaxLengths.name),
    company: text(false, addressMaxLengths.company),
    street: text(true, addressMaxLengths.street),
    street2: text(false, addressMaxLengths.street),
    postcode: text(true, addressMaxLengths.postcode),
    city: text(true, addressMaxLengths.city),
    country_code: chosen(messages),
    /** The region's id as the select gives it; '' for none. */
    region: z.string(),
    telephone: text(false, addressMaxLengths.telephone),
    vat_id: text(false, addressMaxLengths.vatId),
  })
}

export type AddressFieldValues = z.infer<ReturnType<typeof addressFieldsSchema>>
