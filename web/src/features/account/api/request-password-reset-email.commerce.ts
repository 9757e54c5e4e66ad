import { graphql } from '@/gql'
import type { RequestPasswordResetEmailMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

/**
 * Mails a link to choose a new password when an account has the address;
 * the answer is the same either way (SPEC.md section 5).
 */
export const RequestPasswordResetEmailDocument = graphql(`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`)

export async function requestPasswordResetEmail(
  locale: Locale,
  variables: RequestPasswordResetEmailMutationVariables,
): Promise<void> {
  await commerce.request(RequestPasswordResetEmailDocument, locale, variables)
}

/** The reset request in the page's language; it changes nothing cached. */
export function useRequestPasswordResetEmail({
  mutationConfig,
}: MutationHookOptions<void, RequestPasswordResetEmailMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: RequestPasswordResetEmailMutationVariables) =>
      requestPasswordResetEmail(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
