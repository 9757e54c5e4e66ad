import { describe, expect, it } from 'vitest'
import { formField } from '@/testing/forms-fixtures'
import type { FormDefinition } from './form-definition'
import { formSchema, type FormValidationMessages } from './form-schema'

const messages: FormValidationMessages = {
  required: 'required',
  email: 'email',
  invalid: 'invalid',
  tooLong: (max) => `tooLong ${String(max)}`,
  tooSmall: (min) => `tooSmall ${String(min)}`,
  tooLarge: (max) => `tooLarge ${String(max)}`,
  uploading: 'uploading',
}

const form = (...fields: FormDefinition['fields']): FormDefinition => ({
  id: 1,
  title: 'Test',
  submitButtonLabel: 'Senden',
  confirmationType: 'message',
  fields,
})

/** The message of the first problem with `value` in the field, or null. */
function problem(definition: FormDefinition, value: unknown): string | null {
  const name = definition.fields[0]?.name ?? ''
  const result = formSchema(definition, messages).safeParse({ [name]: value })
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message')
}

const upload = (files: number, uploading = 0) => ({
  files: Array.from({ length: files }, (_, index) => ({ id: `u${String(index)}` })),
  uploading,
})

describe('formSchema', () => {
  it.each([
    [
      'required text, empty',
      form(formField({ name: 'a', blockType: 'text', required: true })),
      '  ',
      'required',
    ],
    ['optional text, empty', form(formField({ name: 'a', blockType: 'text' })), '', null],
    [
      'text over its limit',
      form(formField({ name: 'a', blockType: 'text', maxLength: 3 })),
      'abcd',
      'tooLong 3',
    ],
    [
      'text over the server default',
      form(formField({ name: 'a', blockType: 'text' })),
      'x'.repeat(201),
      'tooLong 200',
    ],
    [
      'text area within the default',
      form(formField({ name: 'a', blockType: 'textarea' })),
      'x'.repeat(2000),
      null,
    ],
    [
      'email without @',
      form(formField({ name: 'a', blockType: 'email' })),
      'jana.example',
      'email',
    ],
    [
      'email without domain dot',
      form(formField({ name: 'a', blockType: 'email' })),
      'jana@example',
      'email',
    ],
    [
      'email with a space',
      form(formField({ name: 'a', blockType: 'email' })),
      'ja na@example.de',
      'email',
    ],
    [
      'email too long',
      form(formField({ name: 'a', blockType: 'email' })),
      `${'a'.repeat(250)}@x.de`,
      'email',
    ],
    ['email fine', form(formField({ name: 'a', blockType: 'email' })), ' jana@rfv.example ', null],
    [
      'select, no choice, required',
      form(
        formField({
          name: 'a',
          blockType: 'select',
          required: true,
          options: [{ label: 'A', value: 'a' }],
        }),
      ),
      '',
      'required',
    ],
    [
      'select, unknown value',
      form(formField({ name: 'a', blockType: 'select', options: [{ label: 'A', value: 'a' }] })),
      'b',
      'invalid',
    ],
    [
      'select, known value',
      form(formField({ name: 'a', blockType: 'select', options: [{ label: 'A', value: 'a' }] })),
      'a',
      null,
    ],
    [
      'number missing, required',
      form(formField({ name: 'a', blockType: 'number', required: true })),
      null,
      'required',
    ],
    [
      'number below min',
      form(formField({ name: 'a', blockType: 'number', min: 10 })),
      9,
      'tooSmall 10',
    ],
    [
      'number above max',
      form(formField({ name: 'a', blockType: 'number', max: 2.5 })),
      2.6,
      'tooLarge 2.5',
    ],
    ['number within', form(formField({ name: 'a', blockType: 'number', min: 1, max: 3 })), 2, null],
    [
      'checkbox required, unticked',
      form(formField({ name: 'a', blockType: 'checkbox', required: true })),
      false,
      'required',
    ],
    [
      'checkbox optional, unticked',
      form(formField({ name: 'a', blockType: 'checkbox' })),
      false,
      null,
    ],
    [
      'upload required, none',
      form(formField({ name: 'a', blockType: 'upload', required: true })),
      upload(0),
      'required',
    ],
    [
      'upload still running',
      form(formField({ name: 'a', blockType: 'upload', required: true })),
      upload(1, 1),
      'uploading',
    ],
    [
      'two files in a single-file field',
      form(formField({ name: 'a', blockType: 'upload' })),
      upload(2),
      'invalid',
    ],
    [
      'two files in a multi-file field',
      form(formField({ name: 'a', blockType: 'upload', multiFileUpload: true })),
      upload(2),
      null,
    ],
  ])('%s', (_case, definition, value, expected) => {
    expect(problem(definition, value)).toBe(expected)
  })

  it('ignores message fields, which carry no value', () => {
    const definition = form(
      formField({ name: 'note', blockType: 'message', message: '<p>Hinweis</p>' }),
    )
    expect(formSchema(definition, messages).safeParse({}).success).toBe(true)
  })
})
