import type { QueryKey } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { AddWishlistItemsToCartMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { customerWishlistOperationKey } from './get-customer-wishlist.commerce'

/**
 * Moves items into the customer's cart (SPEC.md section 7:
 * AddWishlistItemsToCart, Magento's addWishlistItemsToCart): the items
 * added leave the wish list; those that could not be added stay and come
 * back in add_wishlist_items_to_cart_user_errors with their item id.
 */
export const AddWishlistItemsToCartDocument = graphql(`
  mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $wishlistItemIds) {
      status
      wishlist {
        id
        items_count
      }
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
    }
  }
`)

export interface MoveToCartResult {
  /** Whether anything went into the cart. */
  status: boolean
  /** Why items stayed, in the page's language, by item id. */
  userErrors: { itemId: string; message: string }[]
}

export async function addWishlistItemsToCart(
  locale: Locale,
  variables: AddWishlistItemsToCartMutationVariables,
): Promise<MoveToCartResult> {
  const data = await commerce.request(AddWishlistItemsToCartDocument, locale, variables)
  const answer = data.addWishlistItemsToCart
  if (!answer) throw new Error('addWishlistItemsToCart answered nothing')
  return {
    status: answer.status,
    userErrors: answer.add_wishlist_items_to_cart_user_errors.map((error) => ({
      itemId: error.wishlistItemId,
      message: error.message,
    })),
  }
}

/**
 * Moves items to the cart. The wish list is asked again; the cart is
 * another feature's, so the caller names its cached answers to refresh
 * (`cartKeys`, composed by the app).
 */
export function useAddWishlistItemsToCart({
  cartKeys = [],
  mutationConfig,
}: MutationHookOptions<MoveToCartResult, AddWishlistItemsToCartMutationVariables> & {
  cartKeys?: readonly QueryKey[]
} = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: AddWishlistItemsToCartMutationVariables) =>
      addWishlistItemsToCart(locale, variables),
    invalidates: [customerWishlistOperationKey, ...cartKeys],
    mutationConfig,
  })
}
