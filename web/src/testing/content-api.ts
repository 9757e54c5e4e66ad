import { http, HttpResponse, type HttpHandler } from 'msw'
import { isLocale, type Locale } from '@/lib/locale'
import { server } from './commerce-api'

/** One request the app sent to the content API. */
export interface ContentRequest {
  operationName: string
  variables: Record<string, unknown>
  /** The language of the Store header. */
  locale: Locale
  /** The Store header as sent (shop_de). */
  store: string
  method: string
}

/**
 * Answers one operation: the `data` of the response, or a Response for an
 * error; a promise holds the answer back (a test of what runs in parallel).
 */
export type ContentResolver = (
  variables: Record<string, unknown>,
  request: ContentRequest,
) => unknown

export type ContentResolvers = Record<string, ContentResolver>

const endpoint = '/api/content/graphql'
const sent: ContentRequest[] = []

/** What the app has sent to the content API since the test began, in order. */
export function contentRequests(operationName?: string): ContentRequest[] {
  return operationName ? sent.filter((r) => r.operationName === operationName) : [...sent]
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
 * MSW handlers for the content GraphQL endpoint (/api/content/graphql),
 * dispatching by operation name like commerceApi. An operation without a
 * resolver falls through to the next handler.
 */
export function contentApi(resolvers: ContentResolvers): HttpHandler[] {
  const handle = async ({ request }: { request: Request }) => {
    const read = await readRequest(request)
    const resolve = resolvers[read.operationName]
    if (!resolve) return undefined
    const store = request.headers.get('store') ?? ''
    const lang = store.split('_')[1]
    const entry: ContentRequest = { ...read, store, locale: isLocale(lang) ? lang : 'de' }
    sent.push(entry)
    const result = await resolve(read.variables, entry)
    return result instanceof Response ? result : HttpResponse.json({ data: result })
  }
  return [http.get(endpoint, handle), http.post(endpoint, handle)]
}

/** The last content handler: an operation no test answers fails loudly. */
export const unansweredContent = http.all(endpoint, async ({ request }) => {
  const { operationName } = await readRequest(request)
  return HttpResponse.json(
    { errors: [{ message: `No test answer for the operation ${operationName || '(none)'}` }] },
    { status: 500 },
  )
})

/** Forgets the requests of the test before. */
export function resetContentRequests(): void {
  sent.length = 0
}

/** Answers these content operations differently for the current test. */
export function serveContent(resolvers: ContentResolvers): void {
  server.use(...contentApi(resolvers))
}

/** A GraphQL error answer, as the server sends for a failed operation. */
export function contentError(message = 'Internal server error', status = 200): Response {
  return HttpResponse.json(
    { data: null, errors: [{ message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    { status },
  )
}
