import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import type { MutationConfig } from '@/lib/react-query'
import { useCartMutation, type CartChangeResult } from '../hooks/use-cart-mutation'

/** Removes the cart's coupons (SPEC.md section 7: RemoveCoupon). */
export const RemoveCouponFromCartDocument = graphql(`
  mutation RemoveCouponFromCart($input: RemoveCouponFromCartInput!) {
    removeCouponFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
`)

export async function removeCouponFromCart(locale: Locale, cartId: string) {
  const data = await commerce.request(RemoveCouponFromCartDocument, locale, {
    input: { cart_id: cartId },
  })
  const cart = data.removeCouponFromCart?.cart
  if (!cart) throw new Error('removeCouponFromCart answered no cart')
  return { cart, userErrors: [] }
}

/** Removes the coupons from the browser's cart. Answers null when there is no cart to change. */
export function useRemoveCouponFromCart({
  mutationConfig,
}: { mutationConfig?: MutationConfig<CartChangeResult | null, undefined> } = {}) {
  return useCartMutation<undefined>((locale, cartId) => removeCouponFromCart(locale, cartId), {
    mutationConfig,
  })
}
