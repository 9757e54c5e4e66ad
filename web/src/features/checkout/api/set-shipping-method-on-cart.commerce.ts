import { graphql } from '@/gql'
import type { ShippingMethodInput } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useCheckoutStep } from '../hooks/use-checkout-step'
import type { CheckoutCart } from './checkout-cart.commerce'

/** The shipping method (SPEC.md section 7: SetShippingMethodsOnCart): one the address offers. */
export const SetShippingMethodsOnCartDocument = graphql(`
  mutation SetShippingMethodsOnCart($input: SetShippingMethodsOnCartInput!) {
    setShippingMethodsOnCart(input: $input) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`)

export async function setShippingMethodOnCart(
  locale: Locale,
  cartId: string,
  method: ShippingMethodInput,
): Promise<CheckoutCart> {
  const data = await commerce.request(SetShippingMethodsOnCartDocument, locale, {
    input: { cart_id: cartId, shipping_methods: [method] },
  })
  const cart = data.setShippingMethodsOnCart?.cart
  if (!cart) throw new Error('setShippingMethodsOnCart answered no cart')
  return cart
}

export function useSetShippingMethodOnCart() {
  return useCheckoutStep(setShippingMethodOnCart)
}
