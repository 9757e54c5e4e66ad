import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocale } from '@/hooks/use-locale'
import type { Locale } from '@/lib/locale'
import type { MutationHookOptions } from '@/lib/react-query'
import { RestError, restRequest } from '@/lib/rest-client'
import { isSessionUser, startSession, type SessionUser } from './get-session'

/** Signs in with email and password; the answer sets the HttpOnly session cookie (internal/customer/http.go). */
export const signInPath = '/api/auth/sign-in'

export interface SignInCredentials {
  email: string
  password: string
}

/**
 * Signs a customer in. The server answers `{user}` and sets the session
 * cookie, which scripts never see; a wrong address or password fails with
 * 401 AUTHENTICATION_FAILED, too many failures with 429
 * TOO_MANY_REQUESTS (RestError, in the page's language).
 */
export async function signIn(locale: Locale, credentials: SignInCredentials): Promise<SessionUser> {
  const answer = await restRequest<{ user?: unknown } | null>(signInPath, {
    method: 'POST',
    body: credentials,
    locale,
  })
  if (!isSessionUser(answer?.user)) throw new RestError({ status: 200 })
  return answer.user
}

/**
 * The sign-in in the page's language; on success the session entry holds
 * the customer (and another customer's cached data is gone) before the
 * caller's onSuccess runs.
 */
export function useSignIn({
  mutationConfig,
}: MutationHookOptions<SessionUser, SignInCredentials> = {}) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation<SessionUser, Error, SignInCredentials>({
    ...config,
    mutationFn: (credentials) => signIn(locale, credentials),
    onSuccess: async (user, ...rest) => {
      startSession(queryClient, user)
      await onSuccess?.(user, ...rest)
    },
  })
}
