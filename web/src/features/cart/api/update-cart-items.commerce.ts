import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import type { MutationConfig } from '@/lib/react-query'
import { useCartMutation, type CartChangeResult } from '../hooks/use-cart-mutation'

/** Sets an item's quantity (SPEC.md section 7: UpdateCartItems); 0 or less removes it. */
export const UpdateCartItemsDocument = graphql(`
  mutation UpdateCartItems($input: UpdateCartItemsInput!) {
    updateCartItems(input: $input) {
      cart {
        ...CartFields
      }
      errors {
        code
        message
      }
    }
  }
`)

export async function updateCartItem(
  locale: Locale,
  cartId: string,
  item: { uid: string; quantity: number },
) {
  const data = await commerce.request(UpdateCartItemsDocument, locale, {
    input: { cart_id: cartId, cart_items: [{ cart_item_uid: item.uid, quantity: item.quantity }] },
  })
  const answer = data.updateCartItems
  if (!answer) throw new Error('updateCartItems answered nothing')
  return { cart: answer.cart, userErrors: answer.errors.map((error) => error.message) }
}

/** Sets an item's quantity in the browser's cart. Answers null when there is no cart to change. */
export function useUpdateCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<CartChangeResult | null, { uid: string; quantity: number }>
} = {}) {
  return useCartMutation<{ uid: string; quantity: number }>(updateCartItem, { mutationConfig })
}
