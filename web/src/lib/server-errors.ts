import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { RestError } from '@/lib/rest-client'

export interface ServerErrors {
  /** Errors the server tied to a field of the form, by the field's name. */
  fields: { name: string; message: string }[]
  /** Errors about the whole submission; empty with no fields means no answer came (show a generic text). */
  general: string[]
}

/** The name a field error's `extensions.field` gives, if it is one of the form's fields. */
function fieldOf(field: unknown, known: ReadonlySet<string>): string | undefined {
  if (typeof field !== 'string') return undefined
  return [field, field.split('.').at(-1) ?? ''].find((candidate) => known.has(candidate))
}

/**
 * Sorts a failed submission's errors: those whose `extensions.field` names a
 * field of the form go beside it (a field shows its first), the rest above
 * the form. The server may name the field by itself (`email`) or by
 * its path in the input (`submissionData.email`, `input.email`). A REST
 * call's error (RestError) is sorted the same way by its `field`.
 */
export function serverErrors(error: unknown, fieldNames: readonly string[]): ServerErrors {
  const result: ServerErrors = { fields: [], general: [] }
  const known = new Set(fieldNames)
  if (error instanceof RestError) {
    // A REST call answers one error, in the same words and with the same field names.
    const name = fieldOf(error.field, known)
    if (name !== undefined) result.fields.push({ name, message: error.message })
    else if (error.fromServer) result.general.push(error.message)
    return result
  }
  if (!(error instanceof GraphQLClientError)) return result
  for (const entry of error.errors) {
    const name = fieldOf(entry.extensions?.field, known)
    if (name !== undefined && !result.fields.some((seen) => seen.name === name)) {
      result.fields.push({ name, message: entry.message })
    } else if (entry.message && !result.general.includes(entry.message)) {
      result.general.push(entry.message)
    }
  }
  return result
}

/** What applyServerErrors needs of a react-hook-form form (useForm's return value has it). */
export interface ServerErrorTarget<TValues extends FieldValues> {
  setError: UseFormSetError<TValues>
  setFocus: UseFormSetFocus<TValues>
}

/**
 * Shows a failed submission's errors on a react-hook-form form: each error
 * naming one of `fieldNames` goes beside that field (react-hook-form's
 * setError; the field's error text and aria-invalid follow), and the focus
 * moves to the first of them. Returns the messages for above the form
 * (FormAlert, which takes the focus): the server's other errors, or
 * `fallback` when it gave none a reader could use (no answer, a transport
 * failure); empty when every error went to a field.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  form: ServerErrorTarget<TValues>,
  fieldNames: readonly FieldPath<TValues>[],
  fallback: string,
): string[] {
  const sorted = serverErrors(error, fieldNames)
  for (const { name, message } of sorted.fields) {
    form.setError(name as FieldPath<TValues>, { type: 'server', message })
  }
  const first = sorted.fields[0]
  if (sorted.general.length > 0) return sorted.general
  if (!first) return [fallback]
  form.setFocus(first.name as FieldPath<TValues>)
  return []
}
