import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/*
 * The shared field kit of every form (react-hook-form + zod; the newsletter
 * sign-up is the reference). Its texts are in the forms part of the UI
 * catalogs: render forms inside withCatalogPart('forms', …).
 */

/** The look of text inputs, selects and text areas; red border when invalid. */
export function controlClassName(invalid: boolean): string {
  return `block min-h-11 w-full rounded-md border bg-cream-50 px-3 py-2 text-ink ${
    invalid ? 'border-red-800' : 'border-cream-300'
  }`
}

/** The ids the control points at with aria-describedby: its hint and its error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: boolean }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return ids === '' ? undefined : ids
}

/**
 * What a text input, select or text area inside a FieldShell carries: its
 * id, whether it is invalid, the ids of its hint and error, and its look.
 */
export function controlProps(id: string, error: string | undefined, { hint = false } = {}) {
  const invalid = Boolean(error)
  return {
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy(id, { hint, error: invalid }),
    className: controlClassName(invalid),
  }
}

/** The marker after a required field's label: a star for the eye, the word for screen readers. */
export function RequiredMark() {
  const { t } = useTranslation()
  return (
    <>
      {' '}
      <span aria-hidden="true" className="text-red-800">
        *
      </span>{' '}
      <span className="sr-only">({t('forms.required')})</span>
    </>
  )
}

/** The error under a field, referenced by the control's aria-describedby. */
export function FieldErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  )
}

/** The marker after an optional field's label, in a form that marks those instead. */
export function OptionalMark() {
  const { t } = useTranslation()
  return (
    <>
      {' '}
      <span className="font-normal text-ink-muted">({t('forms.optional')})</span>
    </>
  )
}

/**
 * Label, control, hint and error of one field. The control gets `id` and
 * must point at `${id}-hint` and `${id}-error` (controlProps, describedBy).
 */
export function FieldShell({
  id,
  label,
  required,
  markOptional = false,
  hint,
  error,
  labelId,
  children,
}: {
  id: string
  label: string
  /** Marks the label with a star (and "required" for screen readers). */
  required: boolean
  /** Marks the label of a field that is not required with "(optional)". */
  markOptional?: boolean
  hint?: ReactNode
  error?: string
  /** For controls named with aria-labelledby instead of a <label for>. */
  labelId?: string
  children: ReactNode
}) {
  const labelClassName = 'block text-sm font-medium text-ink'
  const mark = required ? <RequiredMark /> : markOptional ? <OptionalMark /> : null
  return (
    <div>
      {labelId ? (
        <span id={labelId} className={labelClassName}>
          {label}
          {mark}
        </span>
      ) : (
        <label htmlFor={id} className={labelClassName}>
          {label}
          {mark}
        </label>
      )}
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldErrorText id={id} message={error} />
    </div>
  )
}
