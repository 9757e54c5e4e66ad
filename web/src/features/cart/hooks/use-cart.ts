import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { cartQueryOptions } from '../api/get-cart.commerce'
import { customerCartQueryOptions } from '../api/get-customer-cart.commerce'
import { guestCart, subscribeGuestCart, type GuestCartCookie } from '../lib/cart-cookie'
import { useCartSession } from '../lib/cart-session'

/** The guest cart's id and count from the cookie, kept in step with every change. */
export function useGuestCartCookie(): GuestCartCookie | null {
  return useSyncExternalStore(subscribeGuestCart, guestCart, () => null)
}

export interface CurrentCart {
  /** The cart; null when there is none yet (a guest who added nothing), undefined while loading. */
  cart: CartFieldsFragment | null | undefined
  /** The items' quantities added up, as the header shows it; null while unknown. */
  count: number | null
  isLoading: boolean
  isError: boolean
  refetch: () => void
}

/**
 * The browser's cart (ARCHITECTURE.md, Carts): a signed-in customer's from
 * customerCart, a guest's by the id in the paddock_cart cookie, none for a
 * guest who has added nothing (the cart is made with the first add). While
 * a guest cart waits to be merged into a signed-in customer's, the
 * customer's cart is asked after the merge. `load: false` reads only what
 * costs no request: a guest's count from the cookie (the header on every
 * page).
 */
export function useCart({ load = true }: { load?: boolean } = {}): CurrentCart {
  const locale = useLocale()
  const { signedIn } = useCartSession()
  const guest = useGuestCartCookie()

  const customer = useQuery({
    ...customerCartQueryOptions(locale),
    enabled: signedIn === true && guest === null,
  })
  const guestCartQuery = useQuery({
    ...cartQueryOptions(locale, guest?.cartId ?? ''),
    enabled: load && signedIn === false && guest !== null,
  })

  if (signedIn === true) {
    const cart = guest === null ? customer.data : undefined
    return {
      cart,
      count: cart ? cart.total_quantity : null,
      isLoading: cart === undefined && !customer.isError,
      isError: customer.isError,
      refetch: () => void customer.refetch(),
    }
  }
  if (guest === null) {
    return {
      cart: signedIn === false ? null : undefined,
      count: signedIn === false ? 0 : null,
      isLoading: signedIn === undefined,
      isError: false,
      refetch: () => undefined,
    }
  }
  return {
    cart: guestCartQuery.data,
    count: guestCartQuery.data ? guestCartQuery.data.total_quantity : guest.count,
    isLoading: load && guestCartQuery.data === undefined && !guestCartQuery.isError,
    isError: guestCartQuery.isError,
    refetch: () => void guestCartQuery.refetch(),
  }
}
