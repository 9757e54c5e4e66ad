import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'

/*
 * The shape of every feature api file (bulletproof-react's
 * get-discussions.ts / create-discussion.ts): it exports its document, its
 * request (`getX(locale, variables, signal)`), for a query its query options
 * (`xQueryOptions(locale, …)`, which route loaders and prefetches use too)
 * and a hook (`useX(locale, …, { queryConfig })`), for a mutation a hook
 * `useX({ mutationConfig })` that invalidates the queries it changes.
 */

/**
 * What a caller may add to a query hook's options: `enabled`, `select`
 * (its result type is the hook's TData), `staleTime` …; the key and the
 * request are the api file's.
 */
export type QueryConfig<TQueryFnData, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, Error, TData>,
  'queryKey' | 'queryFn'
>

/** What a caller may add to a mutation hook's options: callbacks, retries, … but not the request. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>

/** The options of a mutation hook, as every `useX({ mutationConfig })` takes them. */
export interface MutationHookOptions<TData, TVariables> {
  mutationConfig?: MutationConfig<TData, TVariables>
}

/**
 * A mutation that, once it succeeded, invalidates the cached answers it
 * changed (and waits for the active ones to load again) before the
 * caller's onSuccess runs: what a screen shows after it is never older
 * than the change. `invalidates` lists query keys or their prefixes, such
 * as `commerce.operationKey(GetCartDocument)` for every language's cart;
 * [] says the mutation changes nothing the app caches.
 */
export function useInvalidatingMutation<TData, TVariables>({
  mutationFn,
  invalidates,
  mutationConfig,
}: {
  mutationFn: (variables: TVariables) => Promise<TData>
  invalidates: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[])
  mutationConfig?: MutationConfig<TData, TVariables>
}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : invalidates
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      await onSuccess?.(data, variables, onMutateResult, context)
    },
  })
}

/**
 * A query hook's body: the api file's query options with what the caller
 * adds (QueryConfig), whose `select` makes the result TData.
 */
export function useConfiguredQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>,
  queryConfig?: QueryConfig<TQueryFnData, TData>,
): UseQueryResult<TData> {
  // The config's select replaces the options' (they have none): TData is its result.
  return useQuery({ ...options, ...queryConfig } as UseQueryOptions<
    TQueryFnData,
    Error,
    TData,
    TQueryKey
  >)
}
