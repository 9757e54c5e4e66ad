import { defaultSiteCode } from '@/config/site'
import { storeCode } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'

/** What the server's REST calls answer on failure (internal/platform/httpx WriteError). */
interface ErrorBody {
  error?: { message?: unknown; code?: unknown; field?: unknown }
}

export interface RestErrorDetails {
  /** The HTTP status; 0 when no answer arrived. */
  status: number
  /** The server's translated message; undefined when it gave none. */
  message?: string
  /** The server's error code (AUTHENTICATION_FAILED, TOO_MANY_REQUESTS, …). */
  code?: string
  /** The input field the error is about, where the server names one. */
  field?: string
  /** Seconds to wait before trying again (Retry-After), on 429. */
  retryAfter?: number
  cause?: unknown
}

/**
 * A REST call of the shop's own server that failed: the server's
 * `{"error": {"message", "code", "field"}}` in the page's language, or no
 * usable answer at all (status 0, or no code). applyServerErrors puts it
 * beside its field or above the form, as a GraphQLClientError.
 */
export class RestError extends Error {
  override readonly name = 'RestError'
  readonly status: number
  readonly code: string | undefined
  readonly field: string | undefined
  readonly retryAfter: number | undefined

  constructor({ status, message, code, field, retryAfter, cause }: RestErrorDetails) {
    super(message ?? `HTTP Error (Code: ${String(status)})`, { cause })
    this.status = status
    this.code = code
    this.field = field
    this.retryAfter = retryAfter
  }

  /** Whether the message is the server's own words for a reader, not a stand-in. */
  get fromServer(): boolean {
    return this.code !== undefined
  }
}

export interface RestRequest {
  method?: 'GET' | 'POST' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  /** The language the server answers errors in (the Store header, `shop_de`). */
  locale?: Locale
  /** The Accept header; `application/json` unless the call asks for another. */
  accept?: string
  signal?: AbortSignal
}

const asString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * Sends a request to one of the server's REST calls on the shop's own origin
 * (so the session cookie goes with it and the cross-site protection lets it
 * through) and answers its JSON, or throws a RestError.
 */
export async function restRequest<T>(
  path: string,
  { method = 'GET', body, locale, accept = 'application/json', signal }: RestRequest = {},
): Promise<T> {
  const headers: Record<string, string> = { accept }
  if (locale) headers.Store = storeCode(defaultSiteCode, locale)
  if (body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(new URL(path, window.location.origin), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new RestError({ status: 0, cause: error })
  }
  let answer: unknown
  try {
    answer = await response.json()
  } catch (error) {
    throw new RestError({ status: response.status, cause: error })
  }
  if (response.ok) return answer as T
  const detail = (answer as ErrorBody | null)?.error
  const retryAfter = Number(response.headers.get('retry-after'))
  throw new RestError({
    status: response.status,
    message: asString(detail?.message),
    code: asString(detail?.code),
    field: asString(detail?.field),
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  })
}
