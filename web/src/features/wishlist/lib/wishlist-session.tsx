import { createContext, use, type ReactNode } from 'react'

/**
 * What the wish list needs to know of the browser's session, handed in by
 * the app (app/wishlist-session.tsx): whose list it is, the account's or
 * the browser's. A feature does not read another feature, so the app
 * composes the session with the wish list.
 */
export interface WishlistSession {
  /** Whether a customer is signed in; undefined until the session is known. */
  signedIn: boolean | undefined
  /** Waits for the session: a heart pressed before it is known waits too. */
  whenKnown: () => Promise<boolean>
}

const WishlistSessionContext = createContext<WishlistSession | null>(null)

export function WishlistSessionProvider({
  value,
  children,
}: {
  value: WishlistSession
  children: ReactNode
}) {
  return <WishlistSessionContext value={value}>{children}</WishlistSessionContext>
}

export function useWishlistSession(): WishlistSession {
  const session = use(WishlistSessionContext)
  if (!session) {
    throw new Error('The wish list needs a WishlistSessionProvider (app/wishlist-session.tsx)')
  }
  return session
}
