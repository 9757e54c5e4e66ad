import { graphql } from '@/gql'
import type { ShippingAddressInput } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useCheckoutStep } from '../hooks/use-checkout-step'
import type { CheckoutCart } from './checkout-cart.commerce'

/**
 * Where the cart is shipped (SPEC.md section 7: SetShippingAddressesOnCart):
 * a saved address of the customer's or a typed one. A typed address's
 * problems come back one error per field (extensions.field).
 */
export const SetShippingAddressesOnCartDocument = graphql(`
  mutation SetShippingAddressesOnCart($input: SetShippingAddressesOnCartInput!) {
    setShippingAddressesOnCart(input: $input) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`)

export async function setShippingAddressOnCart(
  locale: Locale,
  cartId: string,
  address: ShippingAddressInput,
): Promise<CheckoutCart> {
  const data = await commerce.request(SetShippingAddressesOnCartDocument, locale, {
    input: { cart_id: cartId, shipping_addresses: [address] },
  })
  const cart = data.setShippingAddressesOnCart?.cart
  if (!cart) throw new Error('setShippingAddressesOnCart answered no cart')
  return cart
}

export function useSetShippingAddressOnCart() {
  return useCheckoutStep(setShippingAddressOnCart)
}
