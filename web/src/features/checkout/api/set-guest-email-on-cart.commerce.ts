import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useCheckoutStep } from '../hooks/use-checkout-step'
import type { CheckoutCart } from './checkout-cart.commerce'

/** The guest's email address (SPEC.md section 7: SetGuestEmailOnCart): where the confirmation goes. */
export const SetGuestEmailOnCartDocument = graphql(`
  mutation SetGuestEmailOnCart($input: SetGuestEmailOnCartInput!) {
    setGuestEmailOnCart(input: $input) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`)

export async function setGuestEmailOnCart(
  locale: Locale,
  cartId: string,
  email: string,
): Promise<CheckoutCart> {
  const data = await commerce.request(SetGuestEmailOnCartDocument, locale, {
    input: { cart_id: cartId, email },
  })
  const cart = data.setGuestEmailOnCart?.cart
  if (!cart) throw new Error('setGuestEmailOnCart answered no cart')
  return cart
}

export function useSetGuestEmailOnCart() {
  return useCheckoutStep(setGuestEmailOnCart)
}
