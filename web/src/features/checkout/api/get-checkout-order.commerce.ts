import { queryOptions } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { GetCheckoutOrderQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * The order placed from a cart, for the success page: answered only to the
 * cart's owner (this browser's session or guest), sent as POST; a paid
 * order's invoice with its download link (a guest's signed for an hour).
 */
export const GetCheckoutOrderDocument = graphql(`
  query GetCheckoutOrder($cartId: String!) {
    checkoutOrder(cart_id: $cartId) {
      number
      order_date
      status
      email
      is_virtual
      items {
        id
        product_name
        product_sku
        quantity_ordered
        product_sale_price {
          value
          currency
        }
        selected_options {
          label
          value
        }
        entered_options {
          label
          value
        }
      }
      total {
        subtotal_incl_tax {
          value
          currency
        }
        discounts {
          label
          amount {
            value
            currency
          }
        }
        total_shipping {
          value
          currency
        }
        grand_total {
          value
          currency
        }
        taxes {
          title
          rate
          amount {
            value
            currency
          }
        }
      }
      payment_methods {
        name
        type
        additional_data {
          name
          value
        }
      }
      invoices {
        id
        number
        pdf_url
      }
      shipping_address {
        ...CheckoutOrderAddressFields
      }
      billing_address {
        ...CheckoutOrderAddressFields
      }
      shipping_method
    }
  }
`)

/** An order's address as the success page shows it. */
export const CheckoutOrderAddressFields = graphql(`
  fragment CheckoutOrderAddressFields on OrderAddress {
    firstname
    lastname
    company
    street
    postcode
    city
    region
    country_code
  }
`)

export type CheckoutOrder = NonNullable<GetCheckoutOrderQuery['checkoutOrder']>

export async function getCheckoutOrder(
  locale: Locale,
  cartId: string,
  signal?: AbortSignal,
): Promise<CheckoutOrder | null> {
  const data = await commerce.request(GetCheckoutOrderDocument, locale, { cartId }, signal, {
    postOnly: true,
  })
  return data.checkoutOrder ?? null
}

export function checkoutOrderQueryOptions(locale: Locale, cartId: string) {
  return queryOptions({
    queryKey: commerce.queryKey(GetCheckoutOrderDocument, locale, { cartId }),
    queryFn: ({ signal }) => getCheckoutOrder(locale, cartId, signal),
    retry: false,
  })
}
