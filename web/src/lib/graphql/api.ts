import { queryOptions } from '@tanstack/react-query'
import { defaultSiteCode } from '@/config/site'
import type { Locale } from '@/lib/locale'
import {
  graphqlApis,
  graphqlRequest,
  storeCode,
  type GraphQLClientName,
  type GraphQLDocument,
} from './graphql-client'
import { findOperation, topLevelFields } from './operation'

/** The name of a document's operation, as its cache keys carry it. */
export function operationName(document: GraphQLDocument<unknown, never>): string {
  return findOperation(document.toString())?.name ?? 'anonymous'
}

/**
 * The last element of the cache key of every answer that belongs to the
 * customer (a query asking one of its API's customerFields): what
 * clearCustomerData drops, found by the key itself, so no list of
 * operations is kept by hand.
 */
export const customerScope = 'customer'

/** Whether a cached answer belongs to the customer (its key ends in customerScope). */
export function isCustomerData(queryKey: readonly unknown[]): boolean {
  return queryKey.length === 5 && queryKey[4] === customerScope
}

const ownership = new Map<string, boolean>()

/**
 * Whether a document of the API asks for the customer's data: a query with
 * a root field among the API's customerFields. A query whose root fields
 * cannot be told (a fragment spread at the top) counts as the customer's.
 */
export function asksForCustomerData(
  api: GraphQLClientName,
  document: GraphQLDocument<unknown, never>,
): boolean {
  const text = document.toString()
  const key = `${api}\u0000${text}`
  let owned = ownership.get(key)
  if (owned === undefined) {
    const fields = findOperation(text)?.type === 'query' ? topLevelFields(text) : []
    const customerFields: readonly string[] = graphqlApis[api].customerFields
    owned = fields === undefined || fields.some((field) => customerFields.includes(field))
    ownership.set(key, owned)
  }
  return owned
}

/**
 * The request, cache keys and query options of one GraphQL API, all made
 * from its definition (graphqlApis in graphql-client.ts). Cache keys are
 * `[api, operation, locale, variables]`, plus customerScope for the
 * customer's data: the API first, so two APIs never share an entry; the
 * operation next, so a mutation invalidates every language's answers of
 * what it changed with the prefix `[api, operation]` (operationKey); then
 * the language the texts and errors come in, and the variables.
 */
export interface GraphQLApi<Name extends GraphQLClientName> {
  readonly name: Name
  /**
   * Sends one operation in a language (the Store header, where the API
   * reads one). `postOnly` sends a query as POST (graphqlRequest).
   */
  request<TResult, TVariables>(
    document: GraphQLDocument<TResult, TVariables>,
    locale: Locale,
    variables: TVariables,
    signal?: AbortSignal,
    options?: { postOnly?: boolean },
  ): Promise<TResult>
  /** The cache key of one operation in one language with its variables. */
  queryKey<TResult, TVariables>(
    document: GraphQLDocument<TResult, TVariables>,
    locale: Locale,
    variables: TVariables,
  ): QueryKey<Name, TVariables>
  /**
   * The prefix of every cached answer of an operation, in every language
   * and with any variables: what a mutation that changes it invalidates.
   * Takes the document or, where a module must not carry the document,
   * the operation's name.
   */
  operationKey(operation: GraphQLDocument<unknown, never> | string): readonly [Name, string]
  /** Query options for one operation in one language. */
  queryOptions<TResult, TVariables>(
    document: GraphQLDocument<TResult, TVariables>,
    locale: Locale,
    variables: TVariables,
  ): ReturnType<typeof apiQueryOptions<Name, TResult, TVariables>>
}

/** A cache key: `[api, operation, locale, variables]`, customerScope last for the customer's data. */
export type QueryKey<Name extends GraphQLClientName, TVariables> = readonly [
  Name,
  string,
  Locale,
  TVariables,
  ...(typeof customerScope)[],
]

function apiQueryOptions<Name extends GraphQLClientName, TResult, TVariables>(
  api: Pick<GraphQLApi<Name>, 'queryKey' | 'request'>,
  document: GraphQLDocument<TResult, TVariables>,
  locale: Locale,
  variables: TVariables,
) {
  return queryOptions({
    queryKey: api.queryKey(document, locale, variables),
    queryFn: ({ signal }) => api.request(document, locale, variables, signal),
  })
}

const isOperationName = (value: unknown): value is string =>
  typeof value === 'string' && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)

/** The request, cache keys and query options of the API of that name. */
export function graphqlApi<Name extends GraphQLClientName>(name: Name): GraphQLApi<Name> {
  const api: GraphQLApi<Name> = {
    name,
    request: (document, locale, variables, signal, options) =>
      graphqlRequest({
        client: name,
        document,
        variables,
        // Sent only to APIs that read it (graphqlApis).
        store: storeCode(defaultSiteCode, locale),
        signal,
        postOnly: options?.postOnly,
      }),
    queryKey: (document, locale, variables) =>
      asksForCustomerData(name, document)
        ? ([name, operationName(document), locale, variables, customerScope] as const)
        : ([name, operationName(document), locale, variables] as const),
    operationKey: (operation) =>
      [name, isOperationName(operation) ? operation : operationName(operation)] as const,
    queryOptions: (document, locale, variables) =>
      apiQueryOptions(api, document, locale, variables),
  }
  return api
}

/** The commerce API (/graphql), shaped after Magento's storefront GraphQL. */
export const commerce = graphqlApi('commerce')

/** The content API (/api/content/graphql), shaped after Payload CMS's GraphQL. */
export const content = graphqlApi('content')
