import { z } from 'zod/mini'
import { emailSchema, textSchema, type ValidationMessages } from '@/lib/validation'

/** The limits the helpdesk checks on the server (internal/helpdesk). */
export const contactLimits = { name: 100, subject: 200, message: 5000, telephone: 30 } as const

/** Digits, spaces and + - / ( ) . as the server allows them. */
const telephonePattern = /^[0-9 +\-/().]+$/

export const contactFields = ['name', 'email', 'subject', 'message', 'telephone'] as const

export type ContactField = (typeof contactFields)[number]

export type ContactValues = Record<ContactField, string>

/** The texts the checks show: the shared ones and the telephone's. */
export interface ContactMessages extends Pick<
  ValidationMessages,
  'required' | 'email' | 'tooLong'
> {
  telephone: string
}

/** The contact form's checks, as the server repeats them. */
export function contactSchema(messages: ContactMessages) {
  return z.object({
    name: textSchema(messages, { required: true, max: contactLimits.name }),
    email: emailSchema(messages),
    subject: textSchema(messages, { required: true, max: contactLimits.subject }),
    message: textSchema(messages, { required: true, max: contactLimits.message }),
    telephone: textSchema(messages, { required: false, max: contactLimits.telephone }).check(
      z.refine((value) => value.trim() === '' || telephonePattern.test(value.trim()), {
        message: messages.telephone,
      }),
    ),
  })
}
