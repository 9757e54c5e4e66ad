import type { DynamicFormFieldsFragment } from '@/gql-content/graphql'

type Field = DynamicFormFieldsFragment['fields'][number]

/** A field with every attribute at its neutral value, overridden by `field`. */
export function formField(field: Partial<Field> & Pick<Field, 'name' | 'blockType'>): Field {
  return {
    id: `field-${field.name}`,
    label: null,
    width: 100,
    defaultValue: null,
    required: false,
    allowedFiletypes: [],
    multiFileUpload: false,
    maxFileSize: null,
    maxLength: null,
    min: null,
    max: null,
    message: null,
    options: [],
    ...field,
  }
}

export const logoMaxBytes = 2 * 1024 * 1024

/**
 * The club merchandise enquiry of the demo content, with one field of every
 * kind: a message, texts, an email, a select, a number with bounds, a text
 * area, several logo files of three types up to 2 MB, and a required
 * checkbox. Test data only.
 */
export const merchandiseEnquiry: DynamicFormFieldsFragment = {
  id: 3,
  title: 'Vereinsanfrage Merchandise',
  submitButtonLabel: 'Anfrage senden',
  confirmationType: 'message',
  confirmationMessage:
    '<p><strong>Danke für Ihre Anfrage!</strong> Wir melden uns innerhalb von zwei Werktagen.</p>',
  redirect: null,
  fields: [
    formField({
      name: 'intro',
      blockType: 'message',
      message: '<p>Erzählen Sie uns von Ihrem Verein und Ihrem Logo.</p>',
    }),
    formField({
      name: 'club',
      blockType: 'text',
      label: 'Vereinsname',
      required: true,
      width: 50,
      maxLength: 80,
    }),
    formField({ name: 'contact', blockType: 'text', label: 'Ansprechperson', width: 50 }),
    formField({ name: 'email', blockType: 'email', label: 'E-Mail', required: true, width: 50 }),
    formField({
      name: 'product',
      blockType: 'select',
      label: 'Artikel',
      required: true,
      width: 50,
      options: [
        { label: 'Schabracken', value: 'saddle-pads' },
        { label: 'Jacken', value: 'jackets' },
        { label: 'Caps', value: 'caps' },
      ],
    }),
    formField({
      name: 'quantity',
      blockType: 'number',
      label: 'Stückzahl',
      required: true,
      width: 33,
      min: 10,
      max: 500,
    }),
    formField({ name: 'notes', blockType: 'textarea', label: 'Wünsche', width: 66 }),
    formField({
      name: 'logo',
      blockType: 'upload',
      label: 'Logo',
      required: true,
      allowedFiletypes: ['image/png', 'image/jpeg', '.pdf'],
      multiFileUpload: true,
      maxFileSize: logoMaxBytes,
    }),
    formField({
      name: 'privacy',
      blockType: 'checkbox',
      label: 'Ich habe die Datenschutzerklärung gelesen.',
      required: true,
    }),
  ],
}
