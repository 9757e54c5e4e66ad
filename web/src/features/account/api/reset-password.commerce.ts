import { graphql } from '@/gql'
import type { ResetPasswordMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

/**
 * Sets a new password with the token of a reset link (email, token and new
 * password, SPEC.md section 5). A bad, used or expired token is refused on
 * the field resetPasswordToken; every session of the customer ends.
 */
export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`)

/** The field the server names when it refuses a link's token. */
export const resetTokenField = 'resetPasswordToken'

export async function resetPassword(
  locale: Locale,
  variables: ResetPasswordMutationVariables,
): Promise<void> {
  await commerce.request(ResetPasswordDocument, locale, variables)
}

/**
 * The reset in the page's language. Nothing cached changes here; the
 * session, which the reset may have ended, is the caller's to refresh.
 */
export function useResetPassword({
  mutationConfig,
}: MutationHookOptions<void, ResetPasswordMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: ResetPasswordMutationVariables) => resetPassword(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
