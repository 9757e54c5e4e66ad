import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useCheckoutStep } from '../hooks/use-checkout-step'
import type { CheckoutCart } from './checkout-cart.commerce'

/** The payment method (SPEC.md section 7: SetPaymentMethodOnCart): one the cart offers. */
export const SetPaymentMethodOnCartDocument = graphql(`
  mutation SetPaymentMethodOnCart($input: SetPaymentMethodOnCartInput!) {
    setPaymentMethodOnCart(input: $input) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`)

export async function setPaymentMethodOnCart(
  locale: Locale,
  cartId: string,
  code: string,
): Promise<CheckoutCart> {
  const data = await commerce.request(SetPaymentMethodOnCartDocument, locale, {
    input: { cart_id: cartId, payment_method: { code } },
  })
  const cart = data.setPaymentMethodOnCart?.cart
  if (!cart) throw new Error('setPaymentMethodOnCart answered no cart')
  return cart
}

export function useSetPaymentMethodOnCart() {
  return useCheckoutStep(setPaymentMethodOnCart)
}
