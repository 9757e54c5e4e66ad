import { useQuery } from '@tanstack/react-query'
import { auth } from './api'

/** A member of staff as the sign-in API answers them. */
export interface Staff {
  id: string
  email: string
  name: string
  role: 'owner' | 'support' | 'content' | 'club'
  permissions: string[]
  clubs: { id: string; name: string }[]
  twoFactor: boolean
  /** Whether an authenticator app is set up. */
  totp: boolean
  /** How many passkeys the member has. */
  passkeys: number
}

/** Where a sign-in stands: signed in (staff), or a factor due (stage). */
export interface SessionAnswer {
  staff?: Staff
  stage?: 'secondFactor' | 'enrol'
  /** The second factors a pending sign-in may use. */
  methods?: ('totp' | 'passkey')[]
  recoveryCodes?: string[]
}

export const sessionKey = ['admin', 'session'] as const

/** The staff session: who is signed in, or which step of signing in is due. */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: () => auth<SessionAnswer>('GET', '/session'),
    staleTime: 60_000,
  })
}

/** Whether the member may do a permission ("orders.write"). */
export function can(staff: Staff | undefined, permission: string): boolean {
  return staff?.permissions.includes(permission) ?? false
}
