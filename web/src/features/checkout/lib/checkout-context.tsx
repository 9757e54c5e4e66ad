import { createContext, use, type ReactNode } from 'react'
import type { CheckoutCart } from '../api/checkout-cart.commerce'

/**
 * What the checkout needs of the rest of the shop, handed in by the app
 * (app/routes/checkout.tsx): the cart being checked out and what to do when
 * a step changes it (the cart feature keeps its cache and cookie in step).
 * A feature does not read another feature, so the app composes them.
 */
export interface CheckoutSession {
  /** The cart's id: the guest's from the paddock_cart cookie, or the customer's. */
  cartId: string
  signedIn: boolean
  /** A step answered the cart as it is now. */
  onCartChanged: (cart: CheckoutCart) => void
}

const CheckoutContext = createContext<CheckoutSession | null>(null)

export function CheckoutSessionProvider({
  value,
  children,
}: {
  value: CheckoutSession
  children: ReactNode
}) {
  return <CheckoutContext value={value}>{children}</CheckoutContext>
}

export function useCheckoutSession(): CheckoutSession {
  const session = use(CheckoutContext)
  if (!session) throw new Error('The checkout needs a CheckoutSessionProvider')
  return session
}
