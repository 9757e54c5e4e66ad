import { queryOptions } from '@tanstack/react-query'
import { defaultSiteCode } from '@/config/site'
import type { Locale } from '@/lib/locale'
import { graphqlRequest, storeCode, type GraphQLDocument } from './graphql-client'
import { findOperation } from './operation'

/**
 * The cache key of one content operation in one language: the operation's
 * name, the language and the variables, beside the commerce keys
 * (commerce-query.ts) and never mixed up with them.
 */
export function contentQueryKey<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  locale: Locale,
  variables: TVariables,
) {
  const name = findOperation(document.toString())?.name ?? 'anonymous'
  return ['content', locale, name, variables] as const
}

/**
 * Sends one operation to the content API (/api/content/graphql) with the
 * language's Store header, as the commerce requests carry it.
 */
export function contentRequest<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  locale: Locale,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  return graphqlRequest<TResult, TVariables>({
    client: 'content',
    document,
    variables,
    store: storeCode(defaultSiteCode, locale),
    signal,
  })
}

/** Query options for one content operation in one language. */
export function contentQueryOptions<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  locale: Locale,
  variables: TVariables,
) {
  return queryOptions({
    queryKey: contentQueryKey(document, locale, variables),
    queryFn: ({ signal }) => contentRequest(document, locale, variables, signal),
  })
}
