import { graphql } from '@/gql'
import type {
  AddProductToWishlistMutation,
  AddProductToWishlistMutationVariables,
  WishlistItemInput,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { customerWishlistOperationKey } from './get-customer-wishlist.commerce'

/**
 * Adds products to the customer's wish list (SPEC.md section 7:
 * AddProductToWishlist, Magento's addProductsToWishlist). What cannot be
 * added comes back in user_errors, in the page's language; the rest is
 * added all the same. The same product with the same options again
 * raises its quantity.
 */
export const AddProductToWishlistDocument = graphql(`
  mutation AddProductToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
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

export type { WishlistItemInput }

export interface AddToWishlistResult {
  itemsCount: number
  /** Why items were not added, in the page's language. */
  userErrors: string[]
}

export async function addProductToWishlist(
  locale: Locale,
  variables: AddProductToWishlistMutationVariables,
): Promise<AddToWishlistResult> {
  const data: AddProductToWishlistMutation = await commerce.request(
    AddProductToWishlistDocument,
    locale,
    variables,
  )
  const answer = data.addProductsToWishlist
  if (!answer) throw new Error('addProductsToWishlist answered nothing')
  return {
    itemsCount: answer.wishlist.items_count ?? 0,
    userErrors: answer.user_errors.map((error) => error.message),
  }
}

export function useAddProductToWishlist({
  mutationConfig,
}: MutationHookOptions<AddToWishlistResult, AddProductToWishlistMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: AddProductToWishlistMutationVariables) =>
      addProductToWishlist(locale, variables),
    invalidates: [customerWishlistOperationKey],
    mutationConfig,
  })
}
