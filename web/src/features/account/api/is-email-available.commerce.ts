import { queryOptions } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { IsEmailAvailableQueryVariables } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * Whether an address may be used for a new account (SPEC.md section 5:
 * checked before signing up). The server answers true for every
 * well-formed address unless the shop turns the check on
 * (PADDOCK_EMAIL_CHECK), so by default it tells nobody who has an account.
 */
export const IsEmailAvailableDocument = graphql(`
  query IsEmailAvailable($email: String!) {
    isEmailAvailable(email: $email) {
      is_email_available
    }
  }
`)

/** False only when the shop checks addresses and this one cannot be used. */
export async function isEmailAvailable(
  locale: Locale,
  variables: IsEmailAvailableQueryVariables,
  signal?: AbortSignal,
): Promise<boolean> {
  const data = await commerce.request(IsEmailAvailableDocument, locale, variables, signal)
  return data.isEmailAvailable?.is_email_available !== false
}

/** Asked once per registration, never kept: an address may be taken a moment later. */
export function isEmailAvailableQueryOptions(
  locale: Locale,
  variables: IsEmailAvailableQueryVariables,
) {
  return queryOptions({
    queryKey: commerce.queryKey(IsEmailAvailableDocument, locale, variables),
    queryFn: ({ signal }) => isEmailAvailable(locale, variables, signal),
    staleTime: 0,
    gcTime: 0,
  })
}
