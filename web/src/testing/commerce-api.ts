import { http, HttpResponse, type HttpHandler } from 'msw'
import { setupServer } from 'msw/node'
import { isLocale, type Locale } from '@/lib/locale'

/** One request the app sent to the commerce API. */
export interface CommerceRequest {
  operationName: string
  variables: Record<string, unknown>
  locale: Locale
  method: string
}

/**
 * Answers one operation: the `data` of the response, or a Response for an
 * error. The locale comes from the Store header, as on the server.
 */
export type OperationResolver = (
  variables: Record<string, unknown>,
  request: CommerceRequest,
) => unknown

export type CommerceResolvers = Record<string, OperationResolver>

const sent: CommerceRequest[] = []

/** What the app has sent to the commerce API since the test began, in order. */
export function commerceRequests(operationName?: string): CommerceRequest[] {
  return operationName ? sent.filter((r) => r.operationName === operationName) : [...sent]
}

async function readRequest(request: Request): Promise<Omit<CommerceRequest, 'locale'>> {
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
 * MSW handlers for the commerce GraphQL endpoint that dispatch by operation
 * name, for queries sent as GET (persisted) and operations sent as POST.
 * An operation without a resolver here falls through to the next handler,
 * and finally to the server's unhandled-request error.
 */
export function commerceApi(resolvers: CommerceResolvers): HttpHandler[] {
  const handle = async ({ request }: { request: Request }) => {
    const read = await readRequest(request)
    const resolve = resolvers[read.operationName]
    if (!resolve) return undefined
    const store = request.headers.get('store') ?? 'shop_de'
    const lang = store.split('_')[1]
    const entry: CommerceRequest = { ...read, locale: isLocale(lang) ? lang : 'de' }
    sent.push(entry)
    const result = await resolve(read.variables, entry)
    return result instanceof Response ? result : HttpResponse.json({ data: result })
  }
  return [http.get('/graphql', handle), http.post('/graphql', handle)]
}

/** The last handler: an operation no test answers fails loudly rather than reaching a network. */
export const unansweredCommerce = http.all('/graphql', async ({ request }) => {
  const { operationName } = await readRequest(request)
  return HttpResponse.json(
    { errors: [{ message: `No test answer for the operation ${operationName || '(none)'}` }] },
    { status: 500 },
  )
})

/** The one mock server of the test run; setup.ts starts it with the shop's defaults. */
export const server = setupServer()

/** Forgets the requests of the test before. */
export function resetCommerceRequests(): void {
  sent.length = 0
}

/** Answers these operations differently for the current test. */
export function serveCommerce(resolvers: CommerceResolvers): void {
  server.use(...commerceApi(resolvers))
}
