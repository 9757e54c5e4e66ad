import { z } from 'zod/mini'
import { checked, emailSchema, textSchema, type ValidationMessages } from '@/lib/validation'

/*
 * The checks of the checkout's forms: they catch typing mistakes before a
 * request; the server checks again, more strictly (postcodes per country,
 * VAT ids, telephone numbers, the countries it ships to), and its errors
 * land beside the field they name. The lengths are the server's
 * (internal/customer/customer.go, as the address book's).
 */

export type CheckoutMessages = Pick<ValidationMessages, 'required' | 'email' | 'tooLong'>

export const maxLengths = {
  name: 100,
  company: 100,
  street: 100,
  postcode: 10,
  city: 100,
  telephone: 30,
  vatId: 20,
} as const

/** The guest's email address. */
export function guestEmailSchema(messages: CheckoutMessages) {
  return z.object({ email: emailSchema(messages) })
}

export type GuestEmailValues = z.infer<ReturnType<typeof guestEmailSchema>>

/** A select's value that must be chosen. */
function chosen(messages: Pick<ValidationMessages, 'required'>) {
  return checked(z.string(), (value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: messages.required })
  })
}

/** A typed address (CartAddressInput, the street in two fields, the region by id). */
export function addressFieldsSchema(messages: CheckoutMessages) {
  const text = (required: boolean, max: number) => textSchema(messages, { required, max })
  return z.object({
    firstname: text(true, maxLengths.name),
    lastname: text(true, maxLengths.name),
    company: text(false, maxLengths.company),
    street: text(true, maxLengths.street),
    street2: text(false, maxLengths.street),
    postcode: text(true, maxLengths.postcode),
    city: text(true, maxLengths.city),
    country_code: chosen(messages),
    /** The region's id as the select gives it; '' for none. */
    region: z.string(),
    telephone: text(false, maxLengths.telephone),
    vat_id: text(false, maxLengths.vatId),
  })
}

export type AddressFieldValues = z.infer<ReturnType<typeof addressFieldsSchema>>

/**
 * The address step: the shipping address (a saved one by id, or 'new' and
 * typed), whether to keep a typed one in the address book, and the billing
 * address, the same unless `separateBilling` (then saved or typed too).
 * Only the typed addresses in use are checked.
 */
export function addressStepSchema(messages: CheckoutMessages, { virtual }: { virtual: boolean }) {
  const address = addressFieldsSchema(messages)
  return z
    .object({
      shippingChoice: z.string(),
      shipping: z.any(),
      saveShipping: z.boolean(),
      separateBilling: z.boolean(),
      billingChoice: z.string(),
      billing: z.any(),
      saveBilling: z.boolean(),
    })
    .check(
      z.superRefine((values, context) => {
        const check = (prefix: 'shipping' | 'billing', value: unknown) => {
          const result = address.safeParse(value)
          if (result.success) return
          for (const issue of result.error.issues) {
            context.addIssue({
              code: 'custom',
              message: issue.message,
              path: [prefix, ...issue.path],
            })
          }
        }
        const billingApart = virtual || values.separateBilling
        if (!virtual && values.shippingChoice === 'new') check('shipping', values.shipping)
        if (billingApart && values.billingChoice === 'new') check('billing', values.billing)
      }),
    )
}

export interface AddressStepValues {
  /** A saved address's id, or 'new'. */
  shippingChoice: string
  shipping: AddressFieldValues
  saveShipping: boolean
  separateBilling: boolean
  billingChoice: string
  billing: AddressFieldValues
  saveBilling: boolean
}
