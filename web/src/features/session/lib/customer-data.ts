import type { QueryClient } from '@tanstack/react-query'
import { commerce } from '@/lib/graphql/api'

/**
 * The commerce operations whose answers belong to the signed-in customer
 * (SPEC.md section 7), by name: signing out, an ended session and another
 * customer signing in drop every cached answer of them, in every language.
 * A query of another customer's data joins this list with its issue.
 */
export const customerOperations: readonly string[] = [
  'GetCustomer',
  'GetCustomerCart',
  'GetCustomerWishlist',
  'GetCustomerOrders',
  'GetCustomerOrder',
  'GetOrderReturnInformation',
  'GetWithdrawalOrders',
]

/** Drops what belongs to the customer from the cache, stopping its requests in flight. */
export function clearCustomerData(queryClient: QueryClient): void {
  for (const operation of customerOperations) {
    const queryKey = commerce.operationKey(operation)
    void queryClient.cancelQueries({ queryKey })
    queryClient.removeQueries({ queryKey })
  }
}
