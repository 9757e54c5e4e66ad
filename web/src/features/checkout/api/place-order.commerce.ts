import { graphql } from '@/gql'
import type { PlaceOrderMutation } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * Places the cart as an order (SPEC.md section 7: PlaceOrder) at the grand
 * total the summary showed: a price or coupon that changed meanwhile
 * refuses it (UNABLE_TO_PLACE_ORDER) and nothing is placed. A hosted
 * payment answers where to pay (mollie_redirect_url); a bank transfer none.
 */
export const PlaceOrderDocument = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        order_number
        mollie_redirect_url
        mollie_payment_token
      }
      errors {
        code
        message
      }
    }
  }
`)

export type PlacedOrder = NonNullable<NonNullable<PlaceOrderMutation['placeOrder']>['order']>

/** Why the server placed no order, in the page's language. */
export class PlaceOrderRefused extends Error {
  readonly code: string
  constructor(message: string, code: string) {
    super(message)
    this.name = 'PlaceOrderRefused'
    this.code = code
  }
}

export async function placeOrder(
  locale: Locale,
  cartId: string,
  expectedGrandTotal: number,
): Promise<PlacedOrder> {
  const data = await commerce.request(PlaceOrderDocument, locale, {
    input: { cart_id: cartId, expected_grand_total: expectedGrandTotal },
  })
  const result = data.placeOrder
  const refusal = result?.errors[0]
  if (refusal) throw new PlaceOrderRefused(refusal.message, refusal.code)
  if (!result?.order) throw new Error('placeOrder answered no order')
  return result.order
}
