import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import type { MutationConfig } from '@/lib/react-query'
import { useCartMutation, type CartChangeResult } from '../hooks/use-cart-mutation'

/**
 * Applies a coupon code (SPEC.md section 7: ApplyCoupon). A code that does
 * not apply fails with one neutral message (BAD_USER_INPUT), too many
 * tries with TOO_MANY_REQUESTS; both in the page's language.
 */
export const ApplyCouponToCartDocument = graphql(`
  mutation ApplyCouponToCart($input: ApplyCouponToCartInput!) {
    applyCouponToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
`)

export async function applyCouponToCart(locale: Locale, cartId: string, couponCode: string) {
  const data = await commerce.request(ApplyCouponToCartDocument, locale, {
    input: { cart_id: cartId, coupon_code: couponCode },
  })
  const cart = data.applyCouponToCart?.cart
  if (!cart) throw new Error('applyCouponToCart answered no cart')
  return { cart, userErrors: [] }
}

/** Applies a coupon code to the browser's cart. Answers null when there is no cart to change. */
export function useApplyCouponToCart({
  mutationConfig,
}: { mutationConfig?: MutationConfig<CartChangeResult | null, string> } = {}) {
  return useCartMutation<string>(applyCouponToCart, { mutationConfig })
}
