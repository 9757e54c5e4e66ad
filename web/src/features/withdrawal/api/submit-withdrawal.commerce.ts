import { graphql } from '@/gql'
import type { SubmitWithdrawalMutation, SubmitWithdrawalMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { withdrawalOrdersOperationKey } from './get-withdrawal-orders.commerce'

/**
 * The withdrawal declaration (§356a BGB), sent only from the confirmation
 * step: answers the receipt (reference, when it was received in UTC, the
 * address the confirmation went to, the return it started for a signed-in
 * customer's own order, or that the return waits for the order's address
 * to confirm: the same answer for any number anyone else types).
 */
export const SubmitWithdrawalDocument = graphql(`
  mutation SubmitWithdrawal($input: WithdrawalInput!) {
    submitWithdrawal(input: $input) {
      reference
      declared_at
      email
      return_reference
      awaiting_confirmation
    }
  }
`)

export type WithdrawalReceipt = NonNullable<SubmitWithdrawalMutation['submitWithdrawal']>

/** Sends the declaration in the page's language, so the receipt mail and the errors come back in it. */
export async function submitWithdrawal(
  locale: Locale,
  variables: SubmitWithdrawalMutationVariables,
): Promise<WithdrawalReceipt | null> {
  const data = await commerce.request(SubmitWithdrawalDocument, locale, variables)
  return data.submitWithdrawal ?? null
}

/**
 * The orders' answers a started return changes, by operation name: the
 * orders feature's documents, which this feature does not import.
 */
const orderOperations = ['GetCustomerOrders', 'GetCustomerOrder', 'GetOrderReturnInformation']

/** Declares a withdrawal; a return it starts shows on the customer's orders, which it invalidates. */
export function useSubmitWithdrawal({
  mutationConfig,
}: MutationHookOptions<WithdrawalReceipt | null, SubmitWithdrawalMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: SubmitWithdrawalMutationVariables) =>
      submitWithdrawal(locale, variables),
    invalidates: [
      withdrawalOrdersOperationKey,
      ...orderOperations.map((operation) => commerce.operationKey(operation)),
    ],
    mutationConfig,
  })
}
