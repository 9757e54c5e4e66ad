import { z } from 'zod/mini'
import { checked, isEmailAddress, type ValidationMessages } from '@/lib/validation'
import { inputFields, type FormDefinition, type FormFieldDefinition } from './form-definition'

/** The texts the checks show: the shared ones, and one for files still on their way. */
export interface FormValidationMessages extends ValidationMessages {
  /** A file is still being uploaded. */
  uploading: string
}

/** The longest text the server takes when the form does not say (internal/content). */
export const defaultMaxLength = { text: 200, textarea: 2000 } as const

function textSchema(field: FormFieldDefinition, messages: FormValidationMessages) {
  const max =
    field.maxLength ??
    (field.blockType === 'textarea' ? defaultMaxLength.textarea : defaultMaxLength.text)
  return checked(z.string(), (value, context) => {
    const text = value.trim()
    if (text === '') {
      if (field.required) context.addIssue({ code: 'custom', message: messages.required })
      return
    }
    if (field.blockType === 'email' && !isEmailAddress(text)) {
      context.addIssue({ code: 'custom', message: messages.email })
      return
    }
    if (text.length > max) context.addIssue({ code: 'custom', message: messages.tooLong(max) })
  })
}

function fieldSchema(field: FormFieldDefinition, messages: FormValidationMessages): z.ZodMiniType {
  switch (field.blockType) {
    case 'text':
    case 'textarea':
    case 'email':
      return textSchema(field, messages)
    case 'select':
      return checked(z.string(), (value, context) => {
        if (value === '') {
          if (field.required) context.addIssue({ code: 'custom', message: messages.required })
          return
        }
        if (!field.options.some((option) => option.value === value)) {
          context.addIssue({ code: 'custom', message: messages.invalid })
        }
      })
    case 'number':
      return checked(z.nullable(z.number()), (value, context) => {
        if (value === null || Number.isNaN(value)) {
          if (field.required) context.addIssue({ code: 'custom', message: messages.required })
          return
        }
        if (field.min != null && value < field.min) {
          context.addIssue({ code: 'custom', message: messages.tooSmall(field.min) })
        } else if (field.max != null && value > field.max) {
          context.addIssue({ code: 'custom', message: messages.tooLarge(field.max) })
        }
      })
    case 'checkbox':
      return checked(z.boolean(), (value, context) => {
        if (field.required && !value) {
          context.addIssue({ code: 'custom', message: messages.required })
        }
      })
    case 'upload':
      return checked(
        z.object({
          files: z.array(z.looseObject({ id: z.string() })),
          uploading: z.number(),
        }),
        (value, context) => {
          if (value.uploading > 0) {
            context.addIssue({ code: 'custom', message: messages.uploading })
          } else if (field.required && value.files.length === 0) {
            context.addIssue({ code: 'custom', message: messages.required })
          } else if (!field.multiFileUpload && value.files.length > 1) {
            context.addIssue({ code: 'custom', message: messages.invalid })
          }
        },
      )
    case 'message':
      return z.unknown()
  }
}

/**
 * The client-side checks of a form, field by field, as the server repeats
 * them. zod's mini build: the same checks at a fraction of the bundle.
 */
export function formSchema(form: FormDefinition, messages: FormValidationMessages) {
  return z.object(
    Object.fromEntries(
      inputFields(form).map((field) => [field.name, fieldSchema(field, messages)]),
    ),
  )
}
