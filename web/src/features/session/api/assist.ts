import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale } from '@/hooks/use-locale'
import type { Locale } from '@/lib/locale'
import type { MutationHookOptions } from '@/lib/react-query'
import { restRequest } from '@/lib/rest-client'
import { endSession, refreshSession } from './get-session'

/**
 * Login as customer (internal/admin/assist/http.go): POST redeems a link's
 * token and sets the session cookie, GET tells whether the session is one
 * staff opened as the customer, DELETE ends it.
 */
export const assistPath = '/api/auth/assist'

/** Who opened the shop as the customer, and when the session ends (ISO 8601). */
export interface AssistedBy {
  staffName: string
  endsAt: string
}

/** The answer of the assist calls: `assistedBy` while assisted. */
export interface Assist {
  assistedBy?: AssistedBy
}

export const assistQueryKey = ['session', 'assist'] as const

function assistOf(answer: unknown): Assist {
  const by = (answer as { assistedBy?: unknown } | null)?.assistedBy as
    Record<string, unknown> | undefined
  if (by && typeof by.staffName === 'string' && typeof by.endsAt === 'string') {
    return { assistedBy: { staffName: by.staffName, endsAt: by.endsAt } }
  }
  return {}
}

/** Asks whether the session is an assisted one; a failure counts as not assisted. */
export async function getAssist(signal?: AbortSignal): Promise<Assist> {
  try {
    return assistOf(await restRequest<unknown>(assistPath, { accept: 'text/json', signal }))
  } catch (error) {
    if (signal?.aborted) throw error
    return {}
  }
}

/** The assist query: asked once per page load, after the first render, like the session. */
export function assistQueryOptions() {
  return queryOptions({
    queryKey: assistQueryKey,
    queryFn: ({ signal }) => getAssist(signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * Whether staff opened the shop as the customer: who, until when; null
 * when not. Asked only while `signedIn` (a visitor's pages ask nothing).
 */
export function useAssist(signedIn: boolean): AssistedBy | null {
  const { data } = useQuery({ ...assistQueryOptions(), enabled: signedIn })
  return signedIn ? (data?.assistedBy ?? null) : null
}

/** Redeems a link's token: the answer sets the session cookie. */
export async function redeemAssist(locale: Locale, token: string): Promise<Assist> {
  return assistOf(
    await restRequest<unknown>(assistPath, { method: 'POST', body: { token }, locale }),
  )
}

/** The redemption; on success the session and the assistance are asked again. */
export function useRedeemAssist({ mutationConfig }: MutationHookOptions<Assist, string> = {}) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation<Assist, Error, string>({
    ...config,
    mutationFn: (token) => redeemAssist(locale, token),
    onSuccess: async (assist, ...rest) => {
      await refreshSession(queryClient)
      queryClient.setQueryData<Assist>(assistQueryKey, assist)
      await onSuccess?.(assist, ...rest)
    },
  })
}

/** Ends the assisted session on the server, which clears the cookie. */
export async function endAssist(locale: Locale): Promise<null> {
  await restRequest(assistPath, { method: 'DELETE', locale })
  return null
}

/** The banner's end button; on success the session is empty and the assistance gone. */
export function useEndAssist({ mutationConfig }: MutationHookOptions<null, undefined> = {}) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation<null, Error, undefined>({
    ...config,
    mutationFn: () => endAssist(locale),
    onSuccess: async (...args) => {
      endSession(queryClient)
      queryClient.setQueryData<Assist>(assistQueryKey, {})
      await onSuccess?.(...args)
    },
  })
}
