import { z } from 'zod/mini'
import { addressFieldsSchema, type AddressFieldValues } from '@/lib/address-schema'
import { emailSchema, type ValidationMessages } from '@/lib/validation'

/*
 * The checks of the checkout's forms: they catch typing mistakes before a
 * request; the server checks again, more strictly (postcodes per country,
 * VAT ids, telephone numbers, the countries it ships to), and its errors
 * land beside the field they name. A typed address is checked as the
 * address book's (addressFieldsSchema).
 */

export type CheckoutMessages = Pick<ValidationMessages, 'required' | 'email' | 'tooLong'>

/** The guest's email address. */
export function guestEmailSchema(messages: CheckoutMessages) {
  return z.object({ email: emailSchema(messages) })
}

export type GuestEmailValues = z.infer<ReturnType<typeof guestEmailSchema>>

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
