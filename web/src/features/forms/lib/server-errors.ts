import { GraphQLClientError } from '@/lib/graphql/graphql-client'

export interface ServerErrors {
  /** Errors the server tied to a field of the form, by the field's name. */
  fields: { name: string; message: string }[]
  /** Errors about the whole submission; empty with no fields means no answer came (show a generic text). */
  general: string[]
}

/**
 * Sorts a failed submission's errors: those whose `extensions.field` names a
 * field of the form go beside it, the rest above the form. The server may
 * name the field by itself (`email`) or by its path in the input
 * (`submissionData.email`, `input.email`).
 */
export function serverErrors(error: unknown, fieldNames: readonly string[]): ServerErrors {
  const result: ServerErrors = { fields: [], general: [] }
  if (!(error instanceof GraphQLClientError)) return result
  const known = new Set(fieldNames)
  for (const entry of error.errors) {
    const field = entry.extensions?.field
    const name =
      typeof field === 'string'
        ? [field, field.split('.').at(-1) ?? ''].find((candidate) => known.has(candidate))
        : undefined
    if (name !== undefined && !result.fields.some((seen) => seen.name === name)) {
      result.fields.push({ name, message: entry.message })
    } else if (entry.message && !result.general.includes(entry.message)) {
      result.general.push(entry.message)
    }
  }
  return result
}
