import { graphql } from '@/gql'
import type { BillingAddressInput } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useCheckoutStep } from '../hooks/use-checkout-step'
import type { CheckoutCart } from './checkout-cart.commerce'

/**
 * The billing address (SPEC.md section 7: SetBillingAddressOnCart): the
 * shipping address (same_as_shipping, which follows its changes), a saved
 * one or a typed one.
 */
export const SetBillingAddressOnCartDocument = graphql(`
  mutation SetBillingAddressOnCart($input: SetBillingAddressOnCartInput!) {
    setBillingAddressOnCart(input: $input) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`)

export async function setBillingAddressOnCart(
  locale: Locale,
  cartId: string,
  address: BillingAddressInput,
): Promise<CheckoutCart> {
  const data = await commerce.request(SetBillingAddressOnCartDocument, locale, {
    input: { cart_id: cartId, billing_address: address },
  })
  const cart = data.setBillingAddressOnCart?.cart
  if (!cart) throw new Error('setBillingAddressOnCart answered no cart')
  return cart
}

export function useSetBillingAddressOnCart() {
  return useCheckoutStep(setBillingAddressOnCart)
}
