/*
 * The password rules of SPEC.md sections 5 and 9, as the server checks them
 * (internal/customer/password.go): at least 8 characters (code points, as
 * Go counts runes), and 3 of the 4 classes upper case, lower case, digit,
 * anything else. Every form that sets a password shows and checks them
 * (PasswordChecklist, newPasswordSchema); the server checks again and has
 * the last word.
 */
import { z } from 'zod/mini'
import { checked } from './validation'

/** The fewest characters a password may have. */
export const minPasswordLength = 8

/** How many of the four classes a password must use. */
export const passwordClassesNeeded = 3

const upper = /\p{Lu}/u
const lower = /\p{Ll}/u
const digit = /\p{Nd}/u

/** The number of characters as the server counts them (code points, not UTF-16 units). */
export function passwordLength(password: string): number {
  return Array.from(password).length
}

/** How many of upper case, lower case, digit and special character a password uses. */
export function passwordClassCount(password: string): number {
  const used = new Set<string>()
  for (const char of password) {
    if (upper.test(char)) used.add('upper')
    else if (lower.test(char)) used.add('lower')
    else if (digit.test(char)) used.add('digit')
    else used.add('special')
  }
  return used.size
}

/** Which rules a password meets, for the checklist beside the field. */
export interface PasswordRuleState {
  length: boolean
  classes: boolean
}

export function passwordRuleState(password: string): PasswordRuleState {
  return {
    length: passwordLength(password) >= minPasswordLength,
    classes: passwordClassCount(password) >= passwordClassesNeeded,
  }
}

/** The texts of the password checks, in the server's own words (usePasswordMessages). */
export interface PasswordMessages {
  /** "This is a required field." */
  required: string
  /** "The password must be at least 8 characters." */
  tooShort: string
  /** "The password must meet 3 of 4 criteria: …" */
  classes: string
  /** "The two password entries must match." */
  mismatch: string
}

/** A password as it is entered to prove who one is: anything but nothing. */
export function currentPasswordSchema(messages: Pick<PasswordMessages, 'required'>) {
  return checked(z.string(), (value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: messages.required })
  })
}

/** A new password: the length first, then the classes, as the server reports them. */
export function newPasswordSchema(
  messages: Pick<PasswordMessages, 'required' | 'tooShort' | 'classes'>,
) {
  return checked(z.string(), (value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: messages.required })
      return
    }
    const rules = passwordRuleState(value)
    if (!rules.length) context.addIssue({ code: 'custom', message: messages.tooShort })
    else if (!rules.classes) context.addIssue({ code: 'custom', message: messages.classes })
  })
}

/**
 * The check of a repeated password, for an object schema's `.check(…)`:
 * required, and the same as `password(values)`. It runs beside the other
 * rules (not only once every field is right), so all errors show at once.
 */
export function passwordConfirmation<T extends { confirmPassword: string }>(
  password: (values: T) => string,
  messages: Pick<PasswordMessages, 'required' | 'mismatch'>,
) {
  return z.superRefine<T>(
    (values, context) => {
      if (values.confirmPassword === '') {
        context.addIssue({ code: 'custom', message: messages.required, path: ['confirmPassword'] })
      } else if (values.confirmPassword !== password(values)) {
        context.addIssue({ code: 'custom', message: messages.mismatch, path: ['confirmPassword'] })
      }
    },
    {
      when: ({ value }) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as Partial<T>).confirmPassword === 'string',
    },
  )
}
