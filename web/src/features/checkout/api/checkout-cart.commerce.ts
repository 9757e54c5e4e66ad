import { queryOptions } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { CheckoutCartFieldsFragment } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * What the checkout shows of a cart: everything the cart page shows
 * (CartFields), the guest's email, the shipping address with its methods,
 * the billing address and the payment methods. Every step's mutation
 * answers it, so the page always shows the server's state; a reload reads
 * it again, and the forms start from what the cart holds.
 */
export const CheckoutCartFields = graphql(`
  fragment CheckoutCartFields on Cart {
    ...CartFields
    email
    items {
      uid
      product {
        uid
        merchandise {
          logo_type {
            label
          }
        }
      }
    }
    prices {
      grand_total_excluding_tax {
        value
        currency
      }
      shipping_excluding_tax {
        value
        currency
      }
    }
    shipping_addresses {
      ...CheckoutAddressFields
      same_as_billing
      save_in_address_book
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        available
        error_message
        price_incl_tax {
          value
          currency
        }
        price_excl_tax {
          value
          currency
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        price_incl_tax {
          value
          currency
        }
      }
    }
    billing_address {
      ...CheckoutAddressFields
    }
    available_payment_methods {
      code
      title
      is_test
      mollie_meta {
        image
      }
    }
    selected_payment_method {
      code
      title
      mollie_meta {
        image
      }
    }
  }
`)

/** An address of the cart, shipping or billing, as the checkout shows and edits it. */
export const CheckoutAddressFields = graphql(`
  fragment CheckoutAddressFields on CartAddressInterface {
    uid
    id
    firstname
    lastname
    company
    street
    city
    postcode
    region {
      code
      label
      region_id
    }
    country {
      code
      label
    }
    telephone
    vat_id
  }
`)

/**
 * The cart being checked out by its id (the guest's from the cookie, the
 * customer's own), sent as POST: the id is a credential.
 */
export const GetCheckoutCartDocument = graphql(`
  query GetCheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CheckoutCartFields
    }
  }
`)

export type CheckoutCart = CheckoutCartFieldsFragment

export async function getCheckoutCart(
  locale: Locale,
  cartId: string,
  signal?: AbortSignal,
): Promise<CheckoutCart | null> {
  const data = await commerce.request(GetCheckoutCartDocument, locale, { cartId }, signal, {
    postOnly: true,
  })
  return data.cart ?? null
}

export function checkoutCartQueryKey(locale: Locale, cartId: string) {
  return commerce.queryKey(GetCheckoutCartDocument, locale, { cartId })
}

/** Every language's checkout carts: what placing an order drops. */
export const checkoutCartOperationKey = commerce.operationKey(GetCheckoutCartDocument)

/**
 * The cart in a language. Always read anew when the checkout opens (a
 * price, a coupon or the stock may have changed since), then kept by the
 * steps' answers.
 */
export function checkoutCartQueryOptions(locale: Locale, cartId: string) {
  return queryOptions({
    queryKey: checkoutCartQueryKey(locale, cartId),
    queryFn: ({ signal }) => getCheckoutCart(locale, cartId, signal),
    staleTime: 0,
    retry: false,
  })
}
