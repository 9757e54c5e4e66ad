import type { QueryClient } from '@tanstack/react-query'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { restRequest } from '@/lib/rest-client'
import { endSession, sessionPath, sessionQueryKey, type Session } from '../api/get-session'
import { isMergingCarts } from './cart-merge'

/** The Magento error category of a missing or ended customer session (SPEC.md section 8). */
export const authorizationCategory = 'graphql-authorization'

/** Whether a commerce request failed because the customer's session is missing or ended. */
export function isAuthorizationError(error: unknown): boolean {
  return (
    error instanceof GraphQLClientError &&
    error.client === 'commerce' &&
    error.errors.some((entry) => entry.extensions?.category === authorizationCategory)
  )
}

/**
 * SPEC.md sections 4 and 8: any authorization error of the commerce API
 * signs the browser out, except during a cart merge (whileMergingCarts).
 * Called for every failed query and mutation (the app's QueryCache and
 * MutationCache). A signed-in session becomes an expired one: the
 * customer's data leaves the cache, the app says the session expired and
 * guarded screens ask to sign in again; the server is told too, so that
 * a session it refused for another reason ends as well. Answers whether
 * it signed out; an error while nobody is signed in changes nothing.
 */
export function endSessionOnAuthorizationError(queryClient: QueryClient, error: unknown): boolean {
  if (!isAuthorizationError(error) || isMergingCarts(queryClient)) return false
  if (!queryClient.getQueryData<Session>(sessionQueryKey)?.user) return false
  endSession(queryClient, { expired: true })
  void restRequest(sessionPath, { method: 'DELETE' }).catch(() => undefined)
  return true
}
