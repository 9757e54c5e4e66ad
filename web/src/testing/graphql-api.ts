import { http, HttpResponse, type HttpHandler } from 'msw'
import { setupServer } from 'msw/node'
import { graphqlApis, type GraphQLClientName } from '@/lib/graphql/graphql-client'
import { isLocale, type Locale } from '@/lib/locale'

/** The one mock server of the test run; setup.ts starts it with the shop's defaults. */
export const server = setupServer()

/** One request the app sent to a GraphQL API. */
export interface ApiRequest {
  operationName: string
  variables: Record<string, unknown>
  /** The language of the Store header; German when the request carried none. */
  locale: Locale
  /** The Store header as sent (`shop_de`); null for APIs that read none. */
  store: string | null
  method: string
}

/**
 * Answers one operation: the `data` of the response, or a Response (an
 * error answer, a status); a promise holds the answer back, for tests of
 * busy states and of what runs in parallel.
 */
export type OperationResolver = (variables: Record<string, unknown>, request: ApiRequest) => unknown

export type OperationResolvers = Record<string, OperationResolver>

/** The mock of one GraphQL API, as mockGraphQLApi makes it. */
export interface GraphQLApiMock {
  /** Handlers that dispatch by operation name; an operation they do not answer falls through. */
  handlers: (resolvers: OperationResolvers) => HttpHandler[]
  /** The last handler: an operation no test answers fails loudly rather than reaching a network. */
  unanswered: HttpHandler
  /** Answers these operations differently for the current test. */
  serve: (resolvers: OperationResolvers) => void
  /** What the app has sent to this API since the test began, in order; of one operation if named. */
  requests: (operationName?: string) => ApiRequest[]
  /** Forgets the requests of the test before (setup.ts, before each test). */
  reset: () => void
}

async function readRequest(request: Request) {
  if (request.method === 'GET') {
    const params = new URL(request.url).searchParams
    return {
      operationName: params.get('operationName') ?? '',
      variables: JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>,
      method: 'GET',
    }
  }
  const body = (await request.clone().json()) as {
    operationName?: string
    variables?: Record<string, unknown>
  }
  return {
    operationName: body.operationName ?? '',
    variables: body.variables ?? {},
    method: 'POST',
  }
}

/**
 * An MSW mock of the GraphQL API at an endpoint, for queries sent as GET
 * (persisted) and operations sent as POST, dispatching by operation name
 * and recording what the app sent. Each API has its helpers made of one
 * (commerce-api.ts, content-api.ts; the admin API's will be one more).
 */
export function mockGraphQLApi(endpoint: string): GraphQLApiMock {
  const sent: ApiRequest[] = []
  const handlers = (resolvers: OperationResolvers): HttpHandler[] => {
    const handle = async ({ request }: { request: Request }) => {
      const read = await readRequest(request)
      const resolve = resolvers[read.operationName]
      if (!resolve) return undefined
      const store = request.headers.get('store')
      const lang = store?.split('_')[1]
      const entry: ApiRequest = { ...read, store, locale: isLocale(lang) ? lang : 'de' }
      sent.push(entry)
      const result = await resolve(read.variables, entry)
      return result instanceof Response ? result : HttpResponse.json({ data: result })
    }
    return [http.get(endpoint, handle), http.post(endpoint, handle)]
  }
  return {
    handlers,
    unanswered: http.all(endpoint, async ({ request }) => {
      const { operationName } = await readRequest(request)
      return HttpResponse.json(
        { errors: [{ message: `No test answer for the operation ${operationName || '(none)'}` }] },
        { status: 500 },
      )
    }),
    serve: (resolvers) => {
      server.use(...handlers(resolvers))
    },
    requests: (operationName) =>
      operationName ? sent.filter((r) => r.operationName === operationName) : [...sent],
    reset: () => {
      sent.length = 0
    },
  }
}

/** The mock of one of the app's APIs, at the endpoint its definition names. */
export function mockApi(name: GraphQLClientName): GraphQLApiMock {
  return mockGraphQLApi(graphqlApis[name].endpoint)
}

/** A GraphQL answer with errors, as the server's presenter writes them. */
export function graphqlErrors(
  errors: { message: string; extensions?: Record<string, unknown> }[],
  status = 200,
): Response {
  return HttpResponse.json({ errors, data: null }, { status })
}

/** A field error as the content and commerce APIs send it (apperr with OnField). */
export function fieldError(field: string, message: string) {
  return { message, extensions: { code: 'BAD_USER_INPUT', category: 'graphql-input', field } }
}
