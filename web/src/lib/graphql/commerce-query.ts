import { queryOptions } from '@tanstack/react-query'
import { defaultSiteCode } from '@/config/site'
import type { Locale } from '@/lib/locale'
import { graphqlRequest, storeCode, type GraphQLDocument } from './graphql-client'
import { findOperation } from './operation'

/** What a typed document string carries: its result and variable types. */
export type ResultOf<T> = T extends { __apiType?: (variables: never) => infer R } ? R : never
export type VariablesOf<T> = T extends { __apiType?: (variables: infer V) => unknown } ? V : never

/**
 * The cache key of one commerce operation in one language: the operation's
 * name, the language (the Store header picks the texts) and the variables,
 * so every page asking the same gets the same cache entry.
 */
export function commerceQueryKey<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  locale: Locale,
  variables: TVariables,
) {
  const name = findOperation(document.toString())?.name ?? 'anonymous'
  return ['commerce', locale, name, variables] as const
}

/** Sends one commerce operation with the language's Store header. */
export function commerceRequest<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  locale: Locale,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  return graphqlRequest<TResult, TVariables>({
    client: 'commerce',
    document,
    variables,
    store: storeCode(defaultSiteCode, locale),
    signal,
  })
}

/** Query options for one commerce operation in one language. */
export function commerceQueryOptions<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  locale: Locale,
  variables: TVariables,
) {
  return queryOptions({
    queryKey: commerceQueryKey(document, locale, variables),
    queryFn: ({ signal }) => commerceRequest(document, locale, variables, signal),
  })
}
