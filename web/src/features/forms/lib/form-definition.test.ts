import { describe, expect, it } from 'vitest'
import { formField } from '@/testing/forms-fixtures'
import { defaultValues, submissionData, type FormDefinition } from './form-definition'

const form: FormDefinition = {
  id: 5,
  title: 'Test',
  submitButtonLabel: 'Senden',
  confirmationType: 'message',
  fields: [
    formField({ name: 'note', blockType: 'message', message: '<p>Hinweis</p>' }),
    formField({ name: 'club', blockType: 'text', defaultValue: 'RFV Hufschlag' }),
    formField({ name: 'count', blockType: 'number', defaultValue: '12.5' }),
    formField({ name: 'odd', blockType: 'number', defaultValue: 'zwölf' }),
    formField({ name: 'news', blockType: 'checkbox', defaultValue: 'true' }),
    formField({ name: 'terms', blockType: 'checkbox', defaultValue: null }),
    formField({
      name: 'size',
      blockType: 'select',
      defaultValue: 'xl',
      options: [{ label: 'M', value: 'm' }],
    }),
    formField({ name: 'logo', blockType: 'upload' }),
  ],
}

describe('a form definition', () => {
  it('starts each field with its default in the field’s own type', () => {
    expect(defaultValues(form)).toEqual({
      club: 'RFV Hufschlag',
      count: 12.5,
      odd: null,
      news: true,
      terms: false,
      // A default that is not one of the options is no choice.
      size: '',
      logo: { files: [], uploading: 0 },
    })
  })

  it('sends every value as text and leaves out empty optional ones', () => {
    expect(
      submissionData(form, {
        club: '  RFV  ',
        count: 3,
        odd: null,
        news: false,
        terms: true,
        size: 'm',
        logo: {
          files: [
            { id: 'a1', filename: 'a.png', size: 1, contentType: 'image/png' },
            { id: 'b2', filename: 'b.pdf', size: 2, contentType: 'application/pdf' },
          ],
          uploading: 0,
        },
      }),
    ).toEqual([
      { field: 'club', value: 'RFV' },
      { field: 'count', value: '3' },
      { field: 'news', value: 'false' },
      { field: 'terms', value: 'true' },
      { field: 'size', value: 'm' },
      { field: 'logo', value: 'a1,b2' },
    ])
  })
})
