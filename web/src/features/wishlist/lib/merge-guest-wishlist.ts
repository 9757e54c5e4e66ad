import type { QueryClient } from '@tanstack/react-query'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { addProductToWishlist } from '../api/add-product-to-wishlist.commerce'
import { customerWishlistOperationKey } from '../api/get-customer-wishlist.commerce'
import { forgetGuestEntries, guestWishlist } from './guest-wishlist'
import { wishlistSummaryQueryOptions } from './wishlist-summary'
import { toItemInput } from './wishlist-target'

/** How many entries one addProductsToWishlist carries. */
const batchSize = 20

export type MergeOutcome =
  | { status: 'nothing' }
  /** Added; what the server refused is gone from the browser too, with its words. */
  | { status: 'merged'; added: number; refused: string[] }
  /** Not reached or not answered: the entries stay for the next try. */
  | { status: 'kept' }

/**
 * Whether a failed request may work when tried again: no answer, a server
 * error, or an answer without GraphQL errors. An answer with errors (the
 * request refused as it is) would fail again.
 */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof GraphQLClientError)) return true
  if (error.status === 0 || error.status >= 500 || error.errors.length === 0) return true
  return error.errors.some(
    (entry) =>
      entry.extensions?.category === 'graphql-authorization' ||
      entry.extensions?.code === 'INTERNAL_SERVER_ERROR',
  )
}

/**
 * Adds a visitor's list to the account just signed in to (SPEC.md section
 * 1; loaded only when there is one): addProductsToWishlist with every
 * entry, then the entries leave the browser. What the server refuses
 * (user_errors, or a request it refuses as it is) is dropped and reported;
 * a request that did not get through keeps the entries for the next try.
 * Tabs run it one at a time (Web Locks, where the browser has them), so
 * two tabs never send the same entries.
 */
export async function mergeGuestWishlist(
  queryClient: QueryClient,
  locale: Locale,
): Promise<MergeOutcome> {
  const run = async (): Promise<MergeOutcome> => {
    const entries = guestWishlist()
    if (entries.length === 0) return { status: 'nothing' }
    try {
      const summary = await queryClient.query(wishlistSummaryQueryOptions(locale))
      const wishlistId = summary.id ?? '0'
      const refused: string[] = []
      let added = 0
      for (let start = 0; start < entries.length; start += batchSize) {
        const batch = entries.slice(start, start + batchSize)
        try {
          const answer = await addProductToWishlist(locale, {
            wishlistId,
            wishlistItems: batch.map(toItemInput),
          })
          refused.push(...answer.userErrors)
          added += batch.length - answer.userErrors.length
        } catch (error) {
          if (worthRetrying(error)) throw error
          refused.push(error instanceof Error ? error.message : String(error))
        }
        forgetGuestEntries(batch)
      }
      return { status: 'merged', added, refused }
    } catch {
      return { status: 'kept' }
    } finally {
      await queryClient.invalidateQueries({ queryKey: customerWishlistOperationKey })
    }
  }
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? locks.request('paddock_wishlist_merge', run) : run()
}
