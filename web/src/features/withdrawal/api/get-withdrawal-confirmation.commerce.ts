import { graphql } from '@/gql'
import type { WithdrawalConfirmationQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * The declaration a confirmation link names (the token from the link the
 * order's address got): what was declared, when, for which order, and
 * whether it was confirmed already.
 */
export const WithdrawalConfirmationDocument = graphql(`
  query WithdrawalConfirmation($token: String!) {
    withdrawalConfirmation(token: $token) {
      reference
      order_number
      declared_at
      whole_order
      items_text
      confirmed
      return_reference
    }
  }
`)

export type PendingWithdrawal = NonNullable<WithdrawalConfirmationQuery['withdrawalConfirmation']>

export function getWithdrawalConfirmation(
  locale: Locale,
  token: string,
  signal?: AbortSignal,
): Promise<WithdrawalConfirmationQuery> {
  // POST only: the link's token stays out of URLs (commerce.OrderFields).
  return commerce.request(WithdrawalConfirmationDocument, locale, { token }, signal, {
    postOnly: true,
  })
}

/** Asked on every visit, never again on its own: a refusal says why, and the answer changes only by confirming. */
export function withdrawalConfirmationQueryOptions(locale: Locale, token: string) {
  return {
    queryKey: commerce.queryKey(WithdrawalConfirmationDocument, locale, { token }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getWithdrawalConfirmation(locale, token, signal),
    staleTime: 0,
    retry: false,
  }
}

/** Every cached declaration of a link: what confirming changes. */
export const withdrawalConfirmationOperationKey = commerce.operationKey(
  WithdrawalConfirmationDocument,
)

export function useWithdrawalConfirmation<TData = WithdrawalConfirmationQuery>(
  locale: Locale,
  token: string,
  { queryConfig }: { queryConfig?: QueryConfig<WithdrawalConfirmationQuery, TData> } = {},
) {
  return useConfiguredQuery(withdrawalConfirmationQueryOptions(locale, token), queryConfig)
}
