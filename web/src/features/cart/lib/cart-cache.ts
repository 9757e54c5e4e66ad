import type { QueryClient } from '@tanstack/react-query'
import type { CartFieldsFragment } from '@/gql/graphql'
import type { Locale } from '@/lib/locale'
import { cartOperationKey, cartQueryKey } from '../api/get-cart.commerce'
import { customerCartOperationKey, customerCartQueryKey } from '../api/get-customer-cart.commerce'
import { forgetGuestCart, keepGuestCart } from './cart-cookie'

/**
 * Puts the cart a change or a merge answered into the cache, for the
 * language it was asked in (the others are asked again when shown), and
 * keeps a guest's cookie: what the page shows after a change is the
 * server's answer, with no second request.
 */
export function storeCart(
  queryClient: QueryClient,
  locale: Locale,
  owner: 'guest' | 'customer',
  cart: CartFieldsFragment,
): void {
  const otherLanguages = (query: { queryKey: readonly unknown[] }) => query.queryKey[2] !== locale
  if (owner === 'customer') {
    queryClient.removeQueries({ queryKey: customerCartOperationKey, predicate: otherLanguages })
    queryClient.setQueryData(customerCartQueryKey(locale), cart)
    return
  }
  keepGuestCart(cart)
  queryClient.removeQueries({ queryKey: cartOperationKey, predicate: otherLanguages })
  queryClient.setQueryData(cartQueryKey(locale, cart.id), cart)
}

/** Forgets a guest cart entirely: its cookie and what the cache holds of it. */
export function dropGuestCart(queryClient: QueryClient): void {
  forgetGuestCart()
  void queryClient.cancelQueries({ queryKey: cartOperationKey })
  queryClient.removeQueries({ queryKey: cartOperationKey })
}
