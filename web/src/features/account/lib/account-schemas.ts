import { z } from 'zod/mini'
import {
  currentPasswordSchema,
  newPasswordSchema,
  passwordConfirmation,
  type PasswordMessages,
} from '@/lib/password-rules'
import {
  emailSchema,
  optionalDateSchema,
  textSchema,
  type ValidationMessages,
} from '@/lib/validation'

/** The texts the account forms' checks show (useAccountMessages; SPEC.md section 5). */
export interface AccountMessages
  extends Pick<ValidationMessages, 'required' | 'email' | 'tooLong'>, PasswordMessages {
  /** "Invalid date format." */
  dateOfBirth: string
}

/** The longest name the server takes (internal/customer MaxName). */
export const maxNameLength = 100

export function signInSchema(messages: AccountMessages) {
  return z.object({
    email: emailSchema(messages),
    password: currentPasswordSchema(messages),
  })
}

export type SignInValues = z.infer<ReturnType<typeof signInSchema>>

/**
 * The registration (createCustomerV2's input, with the repeated password);
 * field names as the server reports them.
 */
export function registrationSchema(messages: AccountMessages) {
  return z
    .object({
      firstname: textSchema(messages, { required: true, max: maxNameLength }),
      lastname: textSchema(messages, { required: true, max: maxNameLength }),
      email: emailSchema(messages),
      password: newPasswordSchema(messages),
      confirmPassword: z.string(),
      date_of_birth: optionalDateSchema(messages.dateOfBirth),
      is_subscribed: z.boolean(),
    })
    .check(passwordConfirmation((values) => values.password, messages))
}

export type RegistrationValues = z.infer<ReturnType<typeof registrationSchema>>

export function forgotPasswordSchema(messages: AccountMessages) {
  return z.object({ email: emailSchema(messages) })
}

export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPasswordSchema>>

/** The reset form: resetPassword's arguments but the token, which comes from the link. */
export function resetPasswordSchema(messages: AccountMessages) {
  return z
    .object({
      email: emailSchema(messages),
      newPassword: newPasswordSchema(messages),
      confirmPassword: z.string(),
    })
    .check(passwordConfirmation((values) => values.newPassword, messages))
}

export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>
