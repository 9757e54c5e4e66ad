import { z } from 'zod/mini'
import {
  currentPasswordSchema,
  newPasswordSchema,
  passwordConfirmation,
  type PasswordMessages,
} from '@/lib/password-rules'
import {
  checked,
  emailSchema,
  optionalDateSchema,
  textSchema,
  type ValidationMessages,
} from '@/lib/validation'

/*
 * The checks of the customer area's forms. They catch typing mistakes
 * before a request; the server (internal/customer) checks again, more
 * strictly (postcodes per country, VAT ids, telephone numbers, a birthday
 * in the past), and its errors land beside the field they name. The
 * lengths are the server's (internal/customer/customer.go).
 */

/** The texts the customer area's checks show (useCustomerMessages). */
export interface CustomerMessages
  extends Pick<ValidationMessages, 'required' | 'email' | 'tooLong'>, PasswordMessages {
  /** "Invalid date format." */
  dateOfBirth: string
  /** "This is already your email address." */
  sameEmail: string
}

export const maxLengths = {
  name: 100,
  company: 100,
  street: 100,
  postcode: 10,
  city: 100,
  telephone: 30,
  vatId: 20,
} as const

/** The personal data form (updateCustomerV2's input). */
export function personalDataSchema(messages: CustomerMessages) {
  return z.object({
    firstname: textSchema(messages, { required: true, max: maxLengths.name }),
    lastname: textSchema(messages, { required: true, max: maxLengths.name }),
    date_of_birth: optionalDateSchema(messages.dateOfBirth),
    is_subscribed: z.boolean(),
  })
}

export type PersonalDataValues = z.infer<ReturnType<typeof personalDataSchema>>

/** The password change (changeCustomerPassword's arguments, with the repeated password). */
export function passwordChangeSchema(messages: CustomerMessages) {
  return z
    .object({
      currentPassword: currentPasswordSchema(messages),
      newPassword: newPasswordSchema(messages),
      confirmPassword: z.string(),
    })
    .check(passwordConfirmation((values) => values.newPassword, messages))
}

export type PasswordChangeValues = z.infer<ReturnType<typeof passwordChangeSchema>>

/** The email change (updateCustomerEmail's arguments); the new address must be another one. */
export function emailChangeSchema(messages: CustomerMessages, currentEmail: string) {
  return z.object({
    email: checked(emailSchema(messages), (value, context) => {
      if (value.trim().toLowerCase() === currentEmail.trim().toLowerCase()) {
        context.addIssue({ code: 'custom', message: messages.sameEmail })
      }
    }),
    password: currentPasswordSchema(messages),
  })
}

export type EmailChangeValues = z.infer<ReturnType<typeof emailChangeSchema>>

/** A select's value that must be chosen. */
function chosen(messages: Pick<ValidationMessages, 'required'>) {
  return checked(z.string(), (value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: messages.required })
  })
}

/** The address form (CustomerAddressInput, the street in two fields, the region by id). */
export function addressSchema(messages: CustomerMessages) {
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
    default_billing: z.boolean(),
    default_shipping: z.boolean(),
  })
}

export type AddressValues = z.infer<ReturnType<typeof addressSchema>>
