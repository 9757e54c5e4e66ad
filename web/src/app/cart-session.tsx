import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import { dropGuestCart, storeCart } from '@/features/cart/lib/cart-cache'
import { guestCart } from '@/features/cart/lib/cart-cookie'
import { CartSessionProvider, type CartSession } from '@/features/cart/lib/cart-session'
import { useSession } from '@/features/session/api/get-session'
import { whileMergingCarts } from '@/features/session/lib/cart-merge'
import { useTranslation } from 'react-i18next'
import { defaultLocale, isLocale, type Locale } from '@/lib/locale'
import { useSessionView } from './session-view'

/** Merges running per app, so two renders never send the same guest cart twice. */
const merging = new WeakMap<QueryClient, Promise<void>>()

/**
 * Moves the guest cart into the signed-in customer's cart (SPEC.md section
 * 4, ARCHITECTURE.md Carts): mergeCarts inside whileMergingCarts, so an
 * authorization error does not sign the customer out; a failed merge is
 * ignored. Either way the guest cart is forgotten then, and the customer's
 * cart is the merge's answer or asked anew.
 */
export function mergeGuestCart(queryClient: QueryClient, locale: Locale): Promise<void> {
  const running = merging.get(queryClient)
  if (running) return running
  const source = guestCart()?.cartId
  if (!source) return Promise.resolve()
  // The merge's document loads only when there is a guest cart to merge, not with every page.
  const merge = whileMergingCarts(queryClient, async () => {
    const { mergeCarts } = await import('@/features/cart/api/merge-carts.commerce')
    return mergeCarts(locale, { sourceCartId: source })
  })
    .then(
      (cart) => {
        dropGuestCart(queryClient)
        storeCart(queryClient, locale, 'customer', cart)
      },
      () => {
        dropGuestCart(queryClient)
      },
    )
    .finally(() => {
      merging.delete(queryClient)
    })
  merging.set(queryClient, merge)
  return merge
}

/**
 * The cart's view of the session, and the cart's life cycle around signing
 * in and out: a guest cart found while a customer is signed in (just
 * signed in, registered, or signed in in another tab) is merged into the
 * customer's cart; signing out forgets the customer's cart (the session
 * drops it, GetCustomerCart being a customer operation) and any guest
 * cart, so the next add starts a fresh one.
 */
export function CartSessionBridge({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  // Above the router (AppProvider), so every header has it, error screens' too: the active language.
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const { status } = useSession()
  const previous = useRef(status)

  useEffect(() => {
    const before = previous.current
    previous.current = status
    if (status === 'signedIn') void mergeGuestCart(queryClient, locale)
    else if (status === 'signedOut' && before === 'signedIn') dropGuestCart(queryClient)
  }, [status, queryClient, locale])

  const value: CartSession = useSessionView(status)
  return <CartSessionProvider value={value}>{children}</CartSessionProvider>
}
