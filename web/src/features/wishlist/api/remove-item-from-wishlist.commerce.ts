import { graphql } from '@/gql'
import type { RemoveItemFromWishlistMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { customerWishlistOperationKey } from './get-customer-wishlist.commerce'

/**
 * Removes items from the customer's wish list (SPEC.md section 7:
 * RemoveItemFromWishlist, Magento's removeProductsFromWishlist). An id the
 * list does not hold comes back in user_errors; the others are removed.
 */
export const RemoveItemFromWishlistDocument = graphql(`
  mutation RemoveItemFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $wishlistItemsIds) {
      wishlist {
        id
        items_count
      }
      user_errors {
        code
        message
      }
    }
  }
`)

export interface RemoveFromWishlistResult {
  itemsCount: number
  userErrors: string[]
}

export async function removeItemFromWishlist(
  locale: Locale,
  variables: RemoveItemFromWishlistMutationVariables,
): Promise<RemoveFromWishlistResult> {
  const data = await commerce.request(RemoveItemFromWishlistDocument, locale, variables)
  const answer = data.removeProductsFromWishlist
  if (!answer) throw new Error('removeProductsFromWishlist answered nothing')
  return {
    itemsCount: answer.wishlist.items_count ?? 0,
    userErrors: answer.user_errors.map((error) => error.message),
  }
}

export function useRemoveItemFromWishlist({
  mutationConfig,
}: MutationHookOptions<RemoveFromWishlistResult, RemoveItemFromWishlistMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: RemoveItemFromWishlistMutationVariables) =>
      removeItemFromWishlist(locale, variables),
    invalidates: [customerWishlistOperationKey],
    mutationConfig,
  })
}
