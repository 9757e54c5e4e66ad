import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocale } from '@/hooks/use-locale'
import type { Locale } from '@/lib/locale'
import type { MutationHookOptions } from '@/lib/react-query'
import { restRequest } from '@/lib/rest-client'
import { endSession, sessionPath } from './get-session'

/** Ends the browser's session on the server, which clears the cookie. */
export async function signOut(locale: Locale): Promise<null> {
  await restRequest(sessionPath, { method: 'DELETE', locale })
  return null
}

/**
 * The sign-out; on success the session entry is empty and what belonged
 * to the customer has left the cache before the caller's onSuccess runs.
 */
export function useSignOut({ mutationConfig }: MutationHookOptions<null, undefined> = {}) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation<null, Error, undefined>({
    ...config,
    mutationFn: () => signOut(locale),
    onSuccess: async (...args) => {
      endSession(queryClient)
      await onSuccess?.(...args)
    },
  })
}
