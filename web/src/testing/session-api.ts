import { http, HttpResponse } from 'msw'
import type { Locale } from '@/lib/locale'
import { isLocale } from '@/lib/locale'

/** A signed-in customer as the session calls answer it. */
export interface TestUser {
  email: string
  firstname: string
  lastname: string
}

/** One request the app sent to a session call. */
export interface SessionRequest {
  method: string
  path: string
  /** The JSON body, for the sign-in. */
  body: unknown
  accept: string | null
  /** The language of the Store header; undefined when none was sent. */
  locale: Locale | undefined
}

/** Staff signed in as the customer (login as customer), as GET /api/auth/assist answers it. */
export interface TestAssist {
  staffName: string
  endsAt: string
}

/** Answers a redemption of a login-as-customer token: who is signed in then and by whom, or a Response. */
export type RedeemResolver = (
  token: unknown,
) => { user: TestUser; assistedBy: TestAssist } | Response

/** Answers a sign-in: the user it signs in, or a Response (an error answer); a promise holds it back. */
export type SignInResolver = (
  credentials: { email?: unknown; password?: unknown },
  request: SessionRequest,
) => TestUser | Response | Promise<TestUser | Response>

const sessionPath = '/api/_auth/session'
const signInPath = '/api/auth/sign-in'
const assistPath = '/api/auth/assist'

let current: TestUser | null = null
let signInResolver: SignInResolver | null = null
let assistedBy: TestAssist | null = null
let redeemResolver: RedeemResolver | null = null
const sent: SessionRequest[] = []
const assistSent: SessionRequest[] = []

async function record(request: Request, list = sent): Promise<SessionRequest> {
  const lang = request.headers.get('store')?.split('_')[1]
  const entry: SessionRequest = {
    method: request.method,
    path: new URL(request.url).pathname,
    body: request.method === 'POST' ? await request.clone().json() : undefined,
    accept: request.headers.get('accept'),
    locale: isLocale(lang) ? lang : undefined,
  }
  list.push(entry)
  return entry
}

/**
 * The server's session calls (internal/customer/http.go) for tests: GET
 * answers `{user}` while someone is signed in (signInAs) and `{}` otherwise,
 * DELETE signs out, POST /api/auth/sign-in answers what serveSignIn says
 * (by default it fails loudly, as an operation no test answers does);
 * /api/auth/assist (internal/admin/assist/http.go) answers `{assistedBy}`
 * while assistAs says so, POST redeems as serveRedeem says, DELETE ends.
 */
export const sessionApiMock = {
  handlers: () => [
    http.get(sessionPath, async ({ request }) => {
      await record(request)
      return HttpResponse.json(current ? { user: current } : {})
    }),
    http.delete(sessionPath, async ({ request }) => {
      await record(request)
      current = null
      return HttpResponse.json({})
    }),
    http.get(assistPath, async ({ request }) => {
      await record(request, assistSent)
      return HttpResponse.json(current && assistedBy ? { assistedBy } : {})
    }),
    http.delete(assistPath, async ({ request }) => {
      await record(request, assistSent)
      if (assistedBy) current = null
      assistedBy = null
      return HttpResponse.json({})
    }),
    http.post(assistPath, async ({ request }) => {
      const entry = await record(request, assistSent)
      if (!redeemResolver) {
        return HttpResponse.json(
          {
            error: {
              message: 'No test answer for the assist token',
              code: 'INTERNAL_SERVER_ERROR',
            },
          },
          { status: 500 },
        )
      }
      const answer = redeemResolver((entry.body as { token?: unknown }).token)
      if (answer instanceof Response) return answer
      current = answer.user
      assistedBy = answer.assistedBy
      return HttpResponse.json({ assistedBy })
    }),
    http.post(signInPath, async ({ request }) => {
      const entry = await record(request)
      if (!signInResolver) {
        return HttpResponse.json(
          { error: { message: 'No test answer for the sign-in', code: 'INTERNAL_SERVER_ERROR' } },
          { status: 500 },
        )
      }
      const answer = await signInResolver(entry.body as { email?: unknown }, entry)
      if (answer instanceof Response) return answer
      current = answer
      return HttpResponse.json({ user: answer })
    }),
  ],
  /** Signed out, no sign-in answer and no requests: the start of every test (setup.ts). */
  reset: () => {
    current = null
    signInResolver = null
    assistedBy = null
    redeemResolver = null
    sent.length = 0
    assistSent.length = 0
  },
}

/** The server holds a session of this customer (the browser's cookie), or none. */
export function signInAs(user: TestUser | null): void {
  current = user
}

/** Staff are signed in as the customer of signInAs (login as customer), or not. */
export function assistAs(by: TestAssist | null): void {
  assistedBy = by
}

/** How the server answers redemptions of login-as-customer tokens in the current test. */
export function serveRedeem(resolver: RedeemResolver): void {
  redeemResolver = resolver
}

/** How the server answers sign-ins in the current test. */
export function serveSignIn(resolver: SignInResolver): void {
  signInResolver = resolver
}

/** A REST error answer as the server writes it (httpx.WriteError). */
export function restError(
  status: number,
  error: { message: string; code: string; field?: string },
  headers?: Record<string, string>,
): Response {
  return HttpResponse.json({ error }, { status, headers })
}

/** What the app has sent to the session calls since the test began, of one method if named. */
export function sessionRequests(method?: string): SessionRequest[] {
  return method ? sent.filter((r) => r.method === method) : [...sent]
}

/** What the app has sent to /api/auth/assist since the test began, of one method if named. */
export function assistRequests(method?: string): SessionRequest[] {
  return method ? assistSent.filter((r) => r.method === method) : [...assistSent]
}

/** A customer of the tests. */
export const testUser: TestUser = {
  email: 'lena.huber@paddock.example',
  firstname: 'Lena',
  lastname: 'Huber',
}
