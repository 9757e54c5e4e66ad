import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import type { MutationConfig } from '@/lib/react-query'
import { useCartMutation, type CartChangeResult } from '../hooks/use-cart-mutation'

/** Removes an item (SPEC.md section 7: RemoveItemFromCart). */
export const RemoveItemFromCartDocument = graphql(`
  mutation RemoveItemFromCart($input: RemoveItemFromCartInput!) {
    removeItemFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
`)

export async function removeItemFromCart(locale: Locale, cartId: string, itemUid: string) {
  const data = await commerce.request(RemoveItemFromCartDocument, locale, {
    input: { cart_id: cartId, cart_item_uid: itemUid },
  })
  const cart = data.removeItemFromCart?.cart
  if (!cart) throw new Error('removeItemFromCart answered no cart')
  return { cart, userErrors: [] }
}

/** Removes an item from the browser's cart. Answers null when there is no cart to change. */
export function useRemoveItemFromCart({
  mutationConfig,
}: { mutationConfig?: MutationConfig<CartChangeResult | null, string> } = {}) {
  return useCartMutation<string>(removeItemFromCart, { mutationConfig })
}
