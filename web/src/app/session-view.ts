import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { sessionQueryOptions, type SessionStatus } from '@/features/session/api/get-session'

/**
 * What the cart and the wish list are handed of the browser's session
 * (their CartSession and WishlistSession): whether a customer is signed
 * in, undefined until the session is known, and a wait for it, so a
 * change made before it is known waits too.
 */
export interface SessionView {
  signedIn: boolean | undefined
  whenKnown: () => Promise<boolean>
}

/** The session view of a session status, the same object while the status stays. */
export function useSessionView(status: SessionStatus): SessionView {
  const queryClient = useQueryClient()
  return useMemo<SessionView>(
    () => ({
      signedIn: status === 'loading' ? undefined : status === 'signedIn',
      whenKnown: async () => {
        const session = await queryClient.query(sessionQueryOptions())
        return session.user !== undefined
      },
    }),
    [status, queryClient],
  )
}
