import { z } from 'zod/mini'

/*
 * The checks forms share. They catch typing mistakes before a request; the
 * server checks again, more strictly (internal/platform/mail.ValidAddress
 * for addresses), and its errors land beside the field they name
 * (applyServerErrors). zod's mini build: the same checks at a fraction of
 * the bundle; only the chunks of screens with forms load this module.
 */

/** The longest address the server takes (RFC 5321's path limit). */
export const maxEmailLength = 254

/** An address at first sight: something before and after one @, a dot in the domain, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Whether a text (trimmed) looks like an address and is not too long for one. */
export function isEmailAddress(value: string): boolean {
  const address = value.trim()
  return address.length <= maxEmailLength && emailPattern.test(address)
}

/** The texts the checks show, translated by the caller (useValidationMessages, SPEC.md section 5). */
export interface ValidationMessages {
  /** "This is a required field." */
  required: string
  /** "Please enter a valid email format." */
  email: string
  /** "Invalid input." */
  invalid: string
  tooLong: (max: number) => string
  tooSmall: (min: number) => string
  tooLarge: (max: number) => string
}

/** A check that reports its own messages, as zod's superRefine takes it. */
type Check<T> = Parameters<typeof z.superRefine<T>>[0]

/** A schema with a check that reports its own messages. */
export function checked<S extends z.ZodMiniType>(schema: S, check: Check<z.output<S>>): S {
  return schema.check(z.superRefine(check))
}

/**
 * A text field, trimmed before it is checked: required or not, at most
 * `max` characters.
 */
export function textSchema(
  messages: Pick<ValidationMessages, 'required' | 'tooLong'>,
  { required, max }: { required: boolean; max: number },
) {
  return checked(z.string(), (value, context) => {
    const text = value.trim()
    if (text === '') {
      if (required) context.addIssue({ code: 'custom', message: messages.required })
      return
    }
    if (text.length > max) context.addIssue({ code: 'custom', message: messages.tooLong(max) })
  })
}

/** A select's value that must be chosen ('' is none). */
export function chosen(messages: Pick<ValidationMessages, 'required'>) {
  return checked(z.string(), (value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: messages.required })
  })
}

/** An email address field, trimmed before it is checked (isEmailAddress). */
export function emailSchema(
  messages: Pick<ValidationMessages, 'required' | 'email'>,
  { required = true }: { required?: boolean } = {},
) {
  return checked(z.string(), (value, context) => {
    if (value.trim() === '') {
      if (required) context.addIssue({ code: 'custom', message: messages.required })
      return
    }
    if (!isEmailAddress(value)) context.addIssue({ code: 'custom', message: messages.email })
  })
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether a `YYYY-MM-DD` text (a date input's value) is a day of the calendar. */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/**
 * An optional date as a date input gives it (`YYYY-MM-DD`, '' when empty);
 * `message` is the field's own ("Invalid date format"). Whether the date
 * makes sense (a birthday in the past) is the server's to say.
 */
export function optionalDateSchema(message: string) {
  return checked(z.string(), (value, context) => {
    if (value !== '' && !isCalendarDate(value)) context.addIssue({ code: 'custom', message })
  })
}
