import { graphql } from '@/gql'
import type { CartItemInput } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import type { MutationConfig } from '@/lib/react-query'
import { useCartMutation, type CartChangeResult } from '../hooks/use-cart-mutation'

/**
 * Adds products (SPEC.md section 7: AddProductsToCart). What cannot be
 * added comes back in user_errors, in the page's language; the rest is
 * added all the same.
 */
export const AddProductsToCartDocument = graphql(`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
`)

export type { CartItemInput }

export async function addProductsToCart(
  locale: Locale,
  cartId: string,
  cartItems: CartItemInput[],
) {
  const data = await commerce.request(AddProductsToCartDocument, locale, { cartId, cartItems })
  const answer = data.addProductsToCart
  if (!answer) throw new Error('addProductsToCart answered nothing')
  return { cart: answer.cart, userErrors: answer.user_errors.map((error) => error.message) }
}

/** Adds to the browser's cart, making a guest cart with the first add. Answers null when there is no cart to change. */
export function useAddProductsToCart({
  mutationConfig,
}: { mutationConfig?: MutationConfig<CartChangeResult | null, CartItemInput[]> } = {}) {
  return useCartMutation<CartItemInput[]>(
    (locale, cartId, items) => addProductsToCart(locale, cartId, items),
    { createCart: true, mutationConfig },
  )
}
