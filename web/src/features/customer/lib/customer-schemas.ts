import { z } from 'zod/mini'
import { addressFieldsSchema, addressMaxLengths } from '@/lib/address-schema'
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
 * lengths are the server's (internal/customer/customer.go, addressMaxLengths).
 */

/** The texts the customer area's checks show (useCustomerMessages). */
export interface CustomerMessages
  extends Pick<ValidationMessages, 'required' | 'email' | 'tooLong'>, PasswordMessages {
  /** "Invalid date format." */
  dateOfBirth: string
  /** "This is already your email address." */
  sameEmail: string
}

/** The personal data form (updateCustomerV2's input). */
export function personalDataSchema(messages: CustomerMessages) {
  return z.object({
    firstname: textSchema(messages, { required: true, max: addressMaxLengths.name }),
    lastname: textSchema(messages, { required: true, max: addressMaxLengths.name }),
    date_of_birth: optionalDateSchema(messages.dateOfBirth),
    is_subscribed: z.boolean(),
    allow_remote_shopping_assistance: z.boolean(),
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

/** The address form (CustomerAddressInput): a typed address and the default marks. */
export function addressSchema(messages: CustomerMessages) {
  return z.extend(addressFieldsSchema(messages), {
    default_billing: z.boolean(),
    default_shipping: z.boolean(),
  })
}

export type AddressValues = z.infer<ReturnType<typeof addressSchema>>
