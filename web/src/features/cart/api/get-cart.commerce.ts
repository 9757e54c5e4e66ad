import { queryOptions } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { CartFieldsFragment } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import { isNotFoundError } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { forgetGuestCart, guestCart, keepGuestCart } from '../lib/cart-cookie'

/**
 * A guest cart by its id (SPEC.md section 7: GetCart), sent as POST: the id
 * is a credential and never stands in a URL.
 */
export const GetCartDocument = graphql(`
  query GetCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
`)

/**
 * The guest cart, or null when the server no longer has it (pruned, merged
 * or not this visitor's: NOT_FOUND); the caller forgets the id then.
 */
export async function getCart(
  locale: Locale,
  cartId: string,
  signal?: AbortSignal,
): Promise<CartFieldsFragment | null> {
  try {
    const data = await commerce.request(GetCartDocument, locale, { cartId }, signal, {
      postOnly: true,
    })
    return data.cart ?? null
  } catch (error) {
    // Pruned, merged into a customer's cart, closed, or not the caller's (all alike):
    // the storefront forgets the id then.
    if (isNotFoundError(error)) return null
    throw error
  }
}

/** The cache key of a guest cart in a language. */
export function cartQueryKey(locale: Locale, cartId: string) {
  return commerce.queryKey(GetCartDocument, locale, { cartId })
}

/** Every language's guest carts: what a change of the cart refreshes and a forgotten cart drops. */
export const cartOperationKey = commerce.operationKey(GetCartDocument)

/**
 * A guest cart in a language: kept fresh by the changes, which write their
 * answer into it, so it is asked again only after half a minute. What it
 * answers keeps the cookie's count in step; a cart the server no longer
 * has is forgotten (null), and the next add makes a new one.
 */
export function cartQueryOptions(locale: Locale, cartId: string) {
  return queryOptions({
    queryKey: cartQueryKey(locale, cartId),
    queryFn: async ({ signal }) => {
      const cart = await getCart(locale, cartId, signal)
      // Only while the cookie still names this cart: a merge may have dropped it meanwhile.
      if (guestCart()?.cartId === cartId) {
        if (cart) keepGuestCart(cart)
        else forgetGuestCart()
      }
      return cart
    },
    staleTime: 30_000,
    retry: false,
  })
}
