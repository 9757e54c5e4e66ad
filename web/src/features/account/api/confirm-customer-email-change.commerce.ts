import { graphql } from '@/gql'
import type { ConfirmCustomerEmailChangeMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

/**
 * Confirms an email change with the token of the link mailed to the new
 * address (Paddock's confirmCustomerEmailChange): the account moves to the
 * new address, every other session of the customer but the one that asked
 * ends, and the old address is told. A bad, used or expired token is
 * refused on the field `token`; an address another account has taken
 * since with CONFLICT.
 */
export const ConfirmCustomerEmailChangeDocument = graphql(`
  mutation ConfirmCustomerEmailChange($token: String!) {
    confirmCustomerEmailChange(token: $token)
  }
`)

/** The field the server names when it refuses a link's token. */
export const emailChangeTokenField = 'token'

export async function confirmCustomerEmailChange(
  locale: Locale,
  variables: ConfirmCustomerEmailChangeMutationVariables,
): Promise<void> {
  await commerce.request(ConfirmCustomerEmailChangeDocument, locale, variables)
}

/**
 * The confirmation in the page's language. The session, which now names
 * the new address (or ended), is the caller's to refresh; that drops the
 * customer's cached data too.
 */
export function useConfirmCustomerEmailChange({
  mutationConfig,
}: MutationHookOptions<void, ConfirmCustomerEmailChangeMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: ConfirmCustomerEmailChangeMutationVariables) =>
      confirmCustomerEmailChange(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
