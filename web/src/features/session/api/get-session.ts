import { useHydrated } from '@/components/client-only'
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { restRequest } from '@/lib/rest-client'
import { clearCustomerData } from '../lib/customer-data'

/** GET: the browser's session (`{user}` or `{}`); DELETE: signs out (internal/customer/http.go). */
export const sessionPath = '/api/_auth/session'

/** The signed-in customer, as the session calls answer it: enough for a greeting. */
export interface SessionUser {
  email: string
  firstname: string
  lastname: string
}

/**
 * The browser's session as the storefront keeps it (SPEC.md section 3: an
 * object with an optional user). `expired` marks a session the server ended
 * (an authorization error, sessionExpired) rather than the customer signing
 * out: the guarded screens then ask to sign in again instead of leaving.
 */
export interface Session {
  user?: SessionUser
  expired?: boolean
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

/** The one cache entry of the session; the sign-in, the sign-out and authorization errors change it. */
export const sessionQueryKey = ['session'] as const

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return (
    typeof user.email === 'string' &&
    typeof user.firstname === 'string' &&
    typeof user.lastname === 'string'
  )
}

/**
 * Asks the server whom the session cookie belongs to (SPEC.md section 7:
 * `Accept: text/json`, no retry). A failure counts as signed out: the
 * shop works without an account, and a guarded page asks to sign in.
 */
export async function getSession(signal?: AbortSignal): Promise<Session> {
  try {
    const answer = await restRequest<{ user?: unknown } | null>(sessionPath, {
      accept: 'text/json',
      signal,
    })
    return isSessionUser(answer?.user) ? { user: answer.user } : {}
  } catch (error) {
    if (signal?.aborted) throw error
    return {}
  }
}

/**
 * The session query: asked once per page load, after the first render
 * (the HTML never holds anything of the customer, so pages stay
 * cacheable) or by a guarded route's loader before it; never refetched
 * by itself: signing in or out and authorization errors set it.
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
}

/** What the app knows of the session. */
export interface SessionState {
  /** The signed-in customer; null while unknown or signed out. */
  user: SessionUser | null
  signedIn: boolean
  status: SessionStatus
  /** The server ended the session (an authorization error) and the customer has not signed in since. */
  expired: boolean
}

/** The session as a state; the first use on a page asks the server. */
export function sessionState(session: Session | undefined): SessionState {
  const user = session?.user ?? null
  return {
    user,
    signedIn: user !== null,
    status: session === undefined ? 'loading' : user ? 'signedIn' : 'signedOut',
    expired: session?.expired === true,
  }
}

/** The session of the browser: who is signed in, if anyone. */
export function useSession(): SessionState {
  const { data } = useQuery(sessionQueryOptions())
  // The server renders for nobody: while the browser hydrates its markup, the session is not known yet either.
  const hydrated = useHydrated()
  return sessionState(hydrated ? data : undefined)
}

/** A sign-in: the session holds the customer; another customer's cached data goes. */
export function startSession(queryClient: QueryClient, user: SessionUser): void {
  const before = queryClient.getQueryData<Session>(sessionQueryKey)?.user
  if (before?.email !== user.email) clearCustomerData(queryClient)
  queryClient.setQueryData<Session>(sessionQueryKey, { user })
}

/**
 * The end of a session: what belongs to the customer leaves the cache,
 * then the session is empty (`expired` when the server ended it).
 */
export function endSession(queryClient: QueryClient, { expired = false } = {}): void {
  clearCustomerData(queryClient)
  queryClient.setQueryData<Session>(sessionQueryKey, expired ? { expired: true } : {})
}

/**
 * Asks the server again whom the session belongs to, after something that
 * may have ended it (a password reset ends every session of the customer).
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  const session = await getSession()
  if (session.user) startSession(queryClient, session.user)
  else endSession(queryClient)
}
