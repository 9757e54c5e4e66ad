import { graphql } from '@/gql'
import type { ConfirmWithdrawalMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import {
  withdrawalConfirmationOperationKey,
  type PendingWithdrawal,
} from './get-withdrawal-confirmation.commerce'

/**
 * Confirms a declaration with the token of the link mailed to the order's
 * address: the return of a whole order starts. Asked again it answers the
 * same.
 */
export const ConfirmWithdrawalDocument = graphql(`
  mutation ConfirmWithdrawal($token: String!) {
    confirmWithdrawal(token: $token) {
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

export async function confirmWithdrawal(
  locale: Locale,
  variables: ConfirmWithdrawalMutationVariables,
): Promise<PendingWithdrawal | null> {
  const data = await commerce.request(ConfirmWithdrawalDocument, locale, variables)
  return data.confirmWithdrawal ?? null
}

/** The orders' answers a started return changes, by operation name (the orders feature's documents). */
const orderOperations = ['GetCustomerOrders', 'GetCustomerOrder', 'GetOrderReturnInformation']

/** Confirms in the page's language; the declaration and a signed-in owner's orders are asked again. */
export function useConfirmWithdrawal({
  mutationConfig,
}: MutationHookOptions<PendingWithdrawal | null, ConfirmWithdrawalMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: ConfirmWithdrawalMutationVariables) =>
      confirmWithdrawal(locale, variables),
    invalidates: [
      withdrawalConfirmationOperationKey,
      ...orderOperations.map((operation) => commerce.operationKey(operation)),
    ],
    mutationConfig,
  })
}
