import type { HTMLAttributes, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { controlProps, FieldShell } from './field-shell'
import { PasswordChecklist } from './password-checklist'
import { PasswordInput } from './password-input'

/**
 * A labelled text input of a react-hook-form form: FieldShell, the input
 * pointing at its hint and error, and `field` from `register(name)`.
 */
export function TextField({
  id,
  label,
  required,
  markOptional = false,
  hint,
  error,
  field,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: {
  id: string
  label: string
  required: boolean
  /** Marks the label with "(optional)" when the field is not required. */
  markOptional?: boolean
  hint?: ReactNode
  error: string | undefined
  field: UseFormRegisterReturn
  type?: 'text' | 'email' | 'tel'
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
}) {
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      markOptional={markOptional}
      hint={hint}
      error={error}
    >
      <input
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : inputMode}
        maxLength={maxLength}
        aria-required={required}
        {...controlProps(id, error, { hint: hint != null })}
        {...field}
      />
    </FieldShell>
  )
}

/**
 * A labelled password input with its show toggle. A new password passes
 * `typed` (what is in the field now), which shows the live checklist of the
 * password rules as the field's hint.
 */
export function PasswordField({
  id,
  label,
  error,
  autoComplete,
  field,
  typed,
}: {
  id: string
  label: string
  error: string | undefined
  autoComplete: 'current-password' | 'new-password'
  field: UseFormRegisterReturn
  typed?: string
}) {
  const checklist = typed !== undefined
  return (
    <FieldShell id={id} label={label} required error={error}>
      <PasswordInput
        id={id}
        error={error}
        autoComplete={autoComplete}
        hint={checklist}
        field={field}
      />
      {checklist && <PasswordChecklist id={`${id}-hint`} password={typed} />}
    </FieldShell>
  )
}
