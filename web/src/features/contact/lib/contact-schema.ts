import { z } from 'zod/mini'

/** The limits the helpdesk checks on the server (internal/helpdesk). */
export const contactLimits = { name: 100, subject: 200, message: 5000, telephone: 30 } as const

/** As the server takes it: one @, a dot in the domain, no spaces, at most 254 characters. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Digits, spaces and + - / ( ) . as the server allows them. */
const telephonePattern = /^[0-9 +\-/().]+$/

export const contactFields = ['name', 'email', 'subject', 'message', 'telephone'] as const

export type ContactField = (typeof contactFields)[number]

export type ContactValues = Record<ContactField, string>

/** The texts the checks show, translated by the caller (SPEC.md section 5). */
export interface ContactMessages {
  required: string
  email: string
  telephone: string
  tooLong: (max: number) => string
}

function text(max: number, messages: ContactMessages, required: boolean) {
  return z.string().check(
    z.superRefine((value, context) => {
      const trimmed = value.trim()
      if (trimmed === '') {
        if (required) context.addIssue({ code: 'custom', message: messages.required })
        return
      }
      if (trimmed.length > max) {
        context.addIssue({ code: 'custom', message: messages.tooLong(max) })
      }
    }),
  )
}

/** The contact form's checks, as the server repeats them (zod's mini build, for a small bundle). */
export function contactSchema(messages: ContactMessages) {
  return z.object({
    name: text(contactLimits.name, messages, true),
    email: z.string().check(
      z.superRefine((value, context) => {
        const address = value.trim()
        if (address === '') context.addIssue({ code: 'custom', message: messages.required })
        else if (address.length > 254 || !emailPattern.test(address)) {
          context.addIssue({ code: 'custom', message: messages.email })
        }
      }),
    ),
    subject: text(contactLimits.subject, messages, true),
    message: text(contactLimits.message, messages, true),
    telephone: text(contactLimits.telephone, messages, false).check(
      z.refine((value) => value.trim() === '' || telephonePattern.test(value.trim()), {
        message: messages.telephone,
      }),
    ),
  })
}
