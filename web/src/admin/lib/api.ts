/**
 * The back office's two APIs: the staff's sign-in as JSON calls under
 * /admin/api/auth, and the admin GraphQL API at /admin/graphql. Both answer
 * errors in the UI's language (Accept-Language) with a code, and a field for
 * the form to show it on; the session is the staff's cookie, which the
 * browser sends (same origin, SameSite=Strict).
 */

/** An error the server answered, in the UI's language. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly field: string | undefined
  readonly retryAfter: number | undefined
  /** Every field the server named, with its message (a form's errors all at once). */
  readonly fields: Record<string, string>

  constructor(
    message: string,
    opts: {
      status: number
      code: string
      field?: string | undefined
      retryAfter?: number | undefined
      fields?: Record<string, string>
    },
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = opts.status
    this.code = opts.code
    this.field = opts.field
    this.retryAfter = opts.retryAfter
    this.fields = opts.fields ?? (opts.field ? { [opts.field]: message } : {})
  }

  /** The session is gone (signed out, expired, disabled): sign in again. */
  get unauthenticated(): boolean {
    return (
      this.code === 'UNAUTHENTICATED' ||
      (this.status === 401 && this.code !== 'AUTHENTICATION_FAILED')
    )
  }
}

/** The server's message for field of a refusal, if it named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.field === field ? error.message : undefined
}

/** Every field a refusal named, with its message (none for other errors). */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {}
}

let language = 'de'

/** Sets the language the APIs answer in. */
export function setApiLanguage(lang: string) {
  language = lang
}

function headers(): HeadersInit {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': language,
  }
}

interface RestError {
  error?: { message?: string; code?: string; field?: string }
}

/** A call of the staff's sign-in API (path after /admin/api/auth). */
export async function auth<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch('/admin/api/auth' + path, {
    method,
    headers: headers(),
    credentials: 'same-origin',
    body: body === undefined ? null : JSON.stringify(body),
  })
  if (res.status === 204) return {} as T
  const data = (await res.json().catch(() => ({}))) as T & RestError
  if (!res.ok) {
    const retry = Number(res.headers.get('Retry-After'))
    throw new ApiError(data.error?.message ?? res.statusText, {
      status: res.status,
      code: data.error?.code ?? String(res.status),
      field: data.error?.field,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    })
  }
  return data
}

interface GraphQLAnswer<T> {
  data?: T | null
  errors?: {
    message: string
    extensions?: { code?: string; field?: string; retryAfter?: number }
  }[]
}

/** A query or mutation of the admin GraphQL API; its first error is thrown. */
export async function gql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch('/admin/graphql', {
    method: 'POST',
    headers: headers(),
    credentials: 'same-origin',
    body: JSON.stringify({ query, variables }),
  })
  const answer = (await res.json().catch(() => ({}))) as GraphQLAnswer<T>
  const first = answer.errors?.[0]
  if (first) {
    const code = first.extensions?.code ?? 'INTERNAL_ERROR'
    const fields: Record<string, string> = {}
    for (const e of answer.errors ?? []) {
      const field = e.extensions?.field
      if (field && !(field in fields)) fields[field] = e.message
    }
    throw new ApiError(first.message, {
      status: code === 'UNAUTHENTICATED' ? 401 : res.status,
      code,
      field: first.extensions?.field,
      retryAfter: first.extensions?.retryAfter,
      fields,
    })
  }
  if (!answer.data)
    throw new ApiError(res.statusText, { status: res.status, code: 'INTERNAL_ERROR' })
  return answer.data
}
