/**
 * A form as the content API's `Form` type describes it (internal/graph/content/schema/form.graphqls).
 * The content feature's `DynamicFormFields` fragment gives exactly these fields.
 */

export type FormFieldKind =
  'text' | 'textarea' | 'email' | 'select' | 'number' | 'checkbox' | 'upload' | 'message'

export interface FormFieldOption {
  label: string
  value: string
}

export interface FormFieldDefinition {
  id: string
  blockType: FormFieldKind
  /** The key in the submission. */
  name: string
  label?: string | null
  /** Share of the row on desktop, in percent. */
  width: number
  defaultValue?: string | null
  required: boolean
  options: readonly FormFieldOption[]
  /** upload: MIME types (image/png, image/*) or extensions (.pdf). */
  allowedFiletypes: readonly string[]
  multiFileUpload: boolean
  /** upload: the largest file in bytes. */
  maxFileSize?: number | null
  maxLength?: number | null
  min?: number | null
  max?: number | null
  /** message: server-sanitised rich text. */
  message?: string | null
}

export interface FormDefinition {
  id: number
  title: string
  submitButtonLabel: string
  confirmationType: 'message' | 'redirect'
  /** Server-sanitised rich text. */
  confirmationMessage?: string | null
  redirect?: { url: string } | null
  fields: readonly FormFieldDefinition[]
}

/** One uploaded file of an upload field. */
export interface UploadedFile {
  id: string
  filename: string
  size: number
  contentType: string
}

/** An upload field's value: the finished files, and how many are still on their way. */
export interface UploadValue {
  files: UploadedFile[]
  uploading: number
}

export type FieldValue = string | boolean | number | null | UploadValue

export type FormValues = Record<string, FieldValue>

/** The fields that carry a value (a message field only shows text). */
export function inputFields(form: FormDefinition): FormFieldDefinition[] {
  return form.fields.filter((field) => field.blockType !== 'message')
}

/** What each field starts with: its default value in the field's own type. */
export function defaultValues(form: FormDefinition): FormValues {
  const values: FormValues = {}
  for (const field of inputFields(form)) {
    const preset = field.defaultValue ?? ''
    switch (field.blockType) {
      case 'checkbox':
        values[field.name] = preset === 'true' || preset === 'on' || preset === '1'
        break
      case 'number': {
        const number = preset.trim() === '' ? Number.NaN : Number(preset)
        values[field.name] = Number.isFinite(number) ? number : null
        break
      }
      case 'upload':
        values[field.name] = { files: [], uploading: 0 }
        break
      case 'select':
        values[field.name] = field.options.some((option) => option.value === preset) ? preset : ''
        break
      default:
        values[field.name] = preset
    }
  }
  return values
}

/**
 * The submission's data: every field as text (checkboxes true or false,
 * numbers in decimal, uploads their ids joined by commas); empty optional
 * fields are left out.
 */
export function submissionData(
  form: FormDefinition,
  values: FormValues,
): { field: string; value: string }[] {
  const data: { field: string; value: string }[] = []
  for (const field of inputFields(form)) {
    const value = values[field.name]
    let text: string
    if (field.blockType === 'checkbox') text = value === true ? 'true' : 'false'
    else if (field.blockType === 'upload') {
      text = isUploadValue(value) ? value.files.map((file) => file.id).join(',') : ''
    } else if (typeof value === 'number') text = String(value)
    else if (typeof value === 'string') text = value.trim()
    else text = ''
    if (text === '' && field.blockType !== 'checkbox') continue
    data.push({ field: field.name, value: text })
  }
  return data
}

export function isUploadValue(value: unknown): value is UploadValue {
  return typeof value === 'object' && value !== null && 'files' in value
}
