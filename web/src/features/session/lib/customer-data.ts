import type { QueryClient } from '@tanstack/react-query'
import { isCustomerData } from '@/lib/graphql/api'

/**
 * Drops what belongs to the customer from the cache, in every language,
 * stopping its requests in flight: every answer to a query that asks for
 * the customer's data (its key ends in customerScope, lib/graphql/api.ts),
 * on signing out, an ended session and another customer signing in.
 */
export function clearCustomerData(queryClient: QueryClient): void {
  const predicate = (query: { queryKey: readonly unknown[] }) => isCustomerData(query.queryKey)
  void queryClient.cancelQueries({ predicate })
  queryClient.removeQueries({ predicate })
}
