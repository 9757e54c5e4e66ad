import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/graphql-api'
import { RestError, restRequest } from './rest-client'

describe('restRequest', () => {
  it('sends JSON on the shop’s origin with the Store header, and answers the JSON', async () => {
    let seen: Request | undefined
    server.use(
      http.post('/api/example', ({ request }) => {
        seen = request.clone()
        return HttpResponse.json({ ok: true })
      }),
    )
    await expect(
      restRequest('/api/example', { method: 'POST', body: { a: 1 }, locale: 'fr' }),
    ).resolves.toEqual({ ok: true })
    expect(seen?.headers.get('store')).toBe('shop_fr')
    expect(seen?.headers.get('content-type')).toBe('application/json')
    expect(seen?.headers.get('accept')).toBe('application/json')
    expect(await seen?.json()).toEqual({ a: 1 })
  })

  it('takes the Accept header a call asks for and sends no Store header unless asked', async () => {
    let seen: Request | undefined
    server.use(
      http.get('/api/example', ({ request }) => {
        seen = request
        return HttpResponse.json({})
      }),
    )
    await restRequest('/api/example', { accept: 'text/json' })
    expect(seen?.headers.get('accept')).toBe('text/json')
    expect(seen?.headers.has('store')).toBe(false)
  })

  it('throws the server’s error with its code, field and Retry-After', async () => {
    server.use(
      http.post('/api/example', () =>
        HttpResponse.json(
          { error: { message: 'Zu viele Versuche.', code: 'TOO_MANY_REQUESTS', field: '' } },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    )
    const error = await restRequest('/api/example', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RestError)
    expect(error).toMatchObject({
      status: 429,
      message: 'Zu viele Versuche.',
      code: 'TOO_MANY_REQUESTS',
      field: undefined,
      retryAfter: 120,
      fromServer: true,
    })
  })

  it('has no words of the server for an answer that is no JSON or for no answer', async () => {
    server.use(
      http.get('/api/broken', () => new HttpResponse('<html>', { status: 502 })),
      http.get('/api/gone', () => HttpResponse.error()),
    )
    await expect(restRequest('/api/broken')).rejects.toMatchObject({
      status: 502,
      fromServer: false,
    })
    await expect(restRequest('/api/gone')).rejects.toMatchObject({ status: 0, fromServer: false })
  })
})
