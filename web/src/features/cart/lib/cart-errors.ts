import { GraphQLClientError } from '@/lib/graphql/graphql-client'

/**
 * Whether the server answered that the cart is not there: pruned, merged
 * into a customer's cart, closed, or not the caller's (all alike, so as to
 * say nothing of other carts). The storefront forgets the id then.
 */
export function isCartNotFound(error: unknown): boolean {
  return (
    error instanceof GraphQLClientError &&
    error.errors.some(
      (entry) =>
        entry.extensions?.code === 'NOT_FOUND' ||
        entry.extensions?.category === 'graphql-no-such-entity',
    )
  )
}
