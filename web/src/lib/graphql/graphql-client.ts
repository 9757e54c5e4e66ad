import { defaultSiteCode } from '@/config/site'
import { defaultLocale } from '@/lib/locale'
import { findOperation, type OperationType } from './operation'
import { persistedQueryHash } from './persisted-query'

/** What the client needs to know of a GraphQL API. */
export interface GraphQLApiDefinition {
  /** Where it answers, on the storefront's own origin. */
  endpoint: string
  /** Whether it reads the Store header (site and language, `shop_de`); the admin API will not. */
  storeHeader: boolean
  /**
   * The root query fields whose answers belong to whoever is signed in (or
   * typed what they ask for): a query asking any of them is the customer's
   * data, which signing out, an ended session and another customer signing
   * in drop from the cache (customerScope in api.ts). Every root field of
   * the API's schema is either here or in sharedFields, which a test checks
   * against the server's schema, so a new field cannot be forgotten.
   */
  customerFields: readonly string[]
  /** The root query fields whose answers every visitor of a store gets alike (or a guest's own cart, which the cart forgets itself). */
  sharedFields: readonly string[]
}

/**
 * Every GraphQL API the app talks to (DESIGN.md section 1), by name. This
 * is the one definition of an API: its request, cache keys and query
 * options follow from it (api.ts). The admin API is one more line:
 * `admin: { endpoint: '/admin/graphql', storeHeader: false, … }`.
 */
export const graphqlApis = {
  commerce: {
    endpoint: '/graphql',
    storeHeader: true,
    customerFields: [
      'checkoutOrder',
      'customer',
      'customerCart',
      'guestOrder',
      'guestOrderByToken',
      'isEmailAvailable',
      'orderReturnInformation',
      'productReviewEligibility',
      'shippingEstimate',
      'withdrawalConfirmation',
    ],
    sharedFields: [
      'availableStores',
      'cart',
      'categories',
      'categoryList',
      'cmsBlocks',
      'countries',
      'country',
      'customAttributeMetadata',
      'molliePaymentMethods',
      'productReviewRatingsMetadata',
      'products',
      'returnReasons',
      'route',
      'storeConfig',
    ],
  },
  content: {
    endpoint: '/api/content/graphql',
    storeHeader: true,
    // A page's draft answers only its signed preview link.
    customerFields: ['PagePreview'],
    sharedFields: [
      'Clubs',
      'Form',
      'Media',
      'Page',
      'Pages',
      'PageRedirect',
      'SalesEvents',
      'Site',
      'Sites',
      'allMedia',
    ],
  },
} as const satisfies Record<string, GraphQLApiDefinition>

export type GraphQLClientName = keyof typeof graphqlApis

/**
 * A GraphQL document as a string, or a typed document string as GraphQL Code
 * Generator's client preset emits with `documentMode: 'string'`; the phantom
 * `__apiType` carries the result and variable types.
 */
export type GraphQLDocument<TResult = unknown, TVariables = Record<string, unknown>> =
  string | { readonly __apiType?: (variables: TVariables) => TResult; toString(): string }

export interface GraphQLErrorEntry {
  message: string
  path?: readonly (string | number)[]
  extensions?: Record<string, unknown>
}

/** The store header value: site code, underscore, language (SPEC.md section 7), e.g. `shop_de`. */
export function storeCode(siteCode: string = defaultSiteCode, locale: string = defaultLocale) {
  return `${siteCode}_${locale}`
}

export interface GraphQLClientErrorDetails {
  client: GraphQLClientName
  operationType: OperationType | undefined
  operationName: string | undefined
  /** The HTTP status; 0 when no response arrived. */
  status: number
  errors: readonly GraphQLErrorEntry[]
  cause?: unknown
}

/**
 * Transport failures and GraphQL errors in one shape (SPEC.md section 8).
 * The message is the first error's, or `GraphQL Error (Code: <status>)`.
 */
export class GraphQLClientError extends Error {
  override readonly name = 'GraphQLClientError'
  readonly client: GraphQLClientName
  readonly operationType: OperationType | undefined
  readonly operationName: string | undefined
  readonly status: number
  readonly errors: readonly GraphQLErrorEntry[]

  constructor({ cause, ...details }: GraphQLClientErrorDetails) {
    super(details.errors[0]?.message ?? `GraphQL Error (Code: ${String(details.status)})`, {
      cause,
    })
    this.client = details.client
    this.operationType = details.operationType
    this.operationName = details.operationName
    this.status = details.status
    this.errors = details.errors
  }
}

/**
 * Whether the server answered that what was asked is not there (`NOT_FOUND`,
 * Magento's `graphql-no-such-entity`): unknown, gone, or someone else's, all
 * alike so as to say nothing of others' carts or orders.
 */
export function isNotFoundError(error: unknown): boolean {
  return (
    error instanceof GraphQLClientError &&
    error.errors.some(
      (entry) =>
        entry.extensions?.code === 'NOT_FOUND' ||
        entry.extensions?.category === 'graphql-no-such-entity',
    )
  )
}

export interface GraphQLRequest<TResult, TVariables> {
  client: GraphQLClientName
  document: GraphQLDocument<TResult, TVariables>
  variables?: TVariables
  /** The Store header, for APIs that read it; defaults to `shop_de`. */
  store?: string
  signal?: AbortSignal
  /**
   * Sends a query as POST too, never as a GET whose URL holds the
   * variables: the cart's queries, whose cart id is a credential (the
   * server refuses them as GET).
   */
  postOnly?: boolean
}

interface GraphQLResponseBody<TResult> {
  data?: TResult | null
  errors?: GraphQLErrorEntry[]
}

const persistedQueryNotFound = 'PERSISTED_QUERY_NOT_FOUND'

/** The headers of every request to an API: JSON, and the Store header where the API reads it. */
export function requestHeaders(
  api: Pick<GraphQLApiDefinition, 'endpoint' | 'storeHeader'>,
  store: string,
): Record<string, string> {
  return api.storeHeader
    ? { accept: 'application/json', Store: store }
    : { accept: 'application/json' }
}

/**
 * Sends one operation and returns its data, or throws a GraphQLClientError.
 * Queries go as GET with an automatic persisted query (the document's
 * sha256 hash instead of its text), so browsers and proxies can cache them;
 * a server that does not know the hash yet gets the document once by POST.
 * Mutations, queries sent `postOnly`, and browsers without Web Crypto,
 * POST the document.
 */
export async function graphqlRequest<TResult, TVariables = Record<string, unknown>>({
  client,
  document,
  variables,
  store = storeCode(),
  signal,
  postOnly = false,
}: GraphQLRequest<TResult, TVariables>): Promise<TResult> {
  const query = document.toString()
  const operation = findOperation(query)
  const fail = (status: number, errors: readonly GraphQLErrorEntry[], cause?: unknown) =>
    new GraphQLClientError({
      client,
      operationType: operation?.type,
      operationName: operation?.name,
      status,
      errors,
      cause,
    })

  if (!operation) throw fail(0, [{ message: 'Invalid GraphQL Operation' }])

  const api: GraphQLApiDefinition = graphqlApis[client]
  // The server renderer's fetch reaches the shop's own paths in process.
  const origin = typeof window === 'undefined' ? 'http://paddock.invalid' : window.location.origin
  const endpoint = new URL(api.endpoint, origin)
  const headers = requestHeaders(api, store)
  const send = async (init: RequestInit & { url: URL }) => {
    let response: Response
    try {
      response = await fetch(init.url, { ...init, credentials: 'same-origin', signal })
    } catch (error) {
      if (signal?.aborted) throw error
      throw fail(0, [], error)
    }
    let body: GraphQLResponseBody<TResult> | null
    try {
      body = (await response.json()) as GraphQLResponseBody<TResult> | null
    } catch (error) {
      throw fail(response.status, [], error)
    }
    return { response, errors: Array.isArray(body?.errors) ? body.errors : [], data: body?.data }
  }
  const post = (extensions?: object) =>
    send({
      url: endpoint,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, operationName: operation.name, extensions }),
    })

  const hash = operation.type === 'query' && !postOnly ? await persistedQueryHash(query) : undefined
  let result
  if (hash) {
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } }
    const url = new URL(endpoint)
    if (operation.name) url.searchParams.set('operationName', operation.name)
    if (variables !== undefined) url.searchParams.set('variables', JSON.stringify(variables))
    url.searchParams.set('extensions', JSON.stringify(extensions))
    result = await send({ url, method: 'GET', headers })
    if (result.errors.some((error) => error.extensions?.code === persistedQueryNotFound)) {
      result = await post(extensions)
    }
  } else {
    result = await post()
  }

  const { response, errors, data } = result
  if (!response.ok || errors.length > 0 || data == null) throw fail(response.status, errors)
  return data
}
