import { useQueryClient } from '@tanstack/react-query'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { isNotFoundError } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationConfig } from '@/lib/react-query'
import { createGuestCart } from '../api/create-guest-cart.commerce'
import {
  customerCartOperationKey,
  customerCartQueryOptions,
} from '../api/get-customer-cart.commerce'
import { dropGuestCart, storeCart } from '../lib/cart-cache'
import { guestCart } from '../lib/cart-cookie'
import { useCartSession } from '../lib/cart-session'

/** What a change of the cart answers: the cart as it is now, and what could not be done. */
export interface CartChangeResult {
  cart: CartFieldsFragment
  /** The server's messages for what was not added or changed, in the page's language. */
  userErrors: string[]
}

/** One change of the cart, sent with the cart's id in the page's language. */
export type CartChange<TVariables> = (
  locale: Locale,
  cartId: string,
  variables: TVariables,
) => Promise<CartChangeResult>

/**
 * A change of the browser's cart (ARCHITECTURE.md, Carts): waits for the
 * session, takes the customer's cart or the guest's from the cookie, and
 * for an add (`createCart`) makes a guest cart when there is none; without
 * a cart an update or a coupon does nothing (SPEC.md section 8) and the
 * mutation answers null. A cart the server no longer has (NOT_FOUND) is
 * forgotten and the change tried once more, on a new cart for an add. The
 * answer goes into the cache itself, so nothing is invalidated.
 */
export function useCartMutation<TVariables>(
  change: CartChange<TVariables>,
  {
    createCart = false,
    mutationConfig,
  }: {
    createCart?: boolean
    mutationConfig?: MutationConfig<CartChangeResult | null, TVariables> | undefined
  } = {},
) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const session = useCartSession()

  const cartId = async (signedIn: boolean): Promise<string | null> => {
    if (signedIn) return (await queryClient.query(customerCartQueryOptions(locale))).id
    const known = guestCart()?.cartId
    if (known) return known
    if (!createCart) return null
    const cart = await createGuestCart(locale)
    storeCart(queryClient, locale, 'guest', cart)
    return cart.id
  }

  const run = async (variables: TVariables, again: boolean): Promise<CartChangeResult | null> => {
    const signedIn = await session.whenKnown()
    const id = await cartId(signedIn)
    if (id === null) return null
    try {
      const result = await change(locale, id, variables)
      storeCart(queryClient, locale, signedIn ? 'customer' : 'guest', result.cart)
      return result
    } catch (error) {
      if (!again || !isNotFoundError(error)) throw error
      if (signedIn) queryClient.removeQueries({ queryKey: customerCartOperationKey })
      else dropGuestCart(queryClient)
      return run(variables, false)
    }
  }

  return useInvalidatingMutation<CartChangeResult | null, TVariables>({
    mutationFn: (variables) => run(variables, true),
    invalidates: [],
    mutationConfig,
  })
}
