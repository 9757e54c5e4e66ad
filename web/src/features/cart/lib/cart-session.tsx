import { createContext, use, type ReactNode } from 'react'

/**
 * What the cart needs to know of the browser's session, handed in by the
 * app (app/cart-session.tsx): whose cart it is. A feature does not read
 * another feature, so the app composes the session with the cart.
 */
export interface CartSession {
  /** Whether a customer is signed in; undefined until the session is known. */
  signedIn: boolean | undefined
  /** Waits for the session: a change to the cart made before it is known waits too. */
  whenKnown: () => Promise<boolean>
}

const CartSessionContext = createContext<CartSession | null>(null)

export function CartSessionProvider({
  value,
  children,
}: {
  value: CartSession
  children: ReactNode
}) {
  return <CartSessionContext value={value}>{children}</CartSessionContext>
}

export function useCartSession(): CartSession {
  const session = use(CartSessionContext)
  if (!session) throw new Error('The cart needs a CartSessionProvider (app/cart-session.tsx)')
  return session
}
