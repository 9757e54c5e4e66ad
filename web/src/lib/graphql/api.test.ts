import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/graphql-api'
import { commerce, content, operationName } from './api'

const getCart = 'query GetCart($cartId: String!) { cart(cart_id: $cartId) { id } }'

describe('graphqlApi', () => {
  it('keys answers by API, operation, language and variables', () => {
    expect(commerce.queryKey(getCart, 'fr', { cartId: 'c1' })).toEqual([
      'commerce',
      'GetCart',
      'fr',
      { cartId: 'c1' },
    ])
    expect(content.queryOptions(getCart, 'en', { cartId: 'c1' }).queryKey).toEqual([
      'content',
      'GetCart',
      'en',
      { cartId: 'c1' },
    ])
  })

  it('gives the prefix of every answer of an operation, from its document or its name', () => {
    const key = commerce.queryKey(getCart, 'de', { cartId: 'c1' })
    expect(commerce.operationKey(getCart)).toEqual(['commerce', 'GetCart'])
    expect(commerce.operationKey('GetCart')).toEqual(key.slice(0, 2))
    expect(content.operationKey('GetCart')).toEqual(['content', 'GetCart'])
  })

  it('names anonymous operations so', () => {
    expect(operationName('{ storeConfig { store_code } }')).toBe('anonymous')
  })

  it('sends each API’s operations to its endpoint with the language’s Store header', async () => {
    const seen: { path: string; store: string | null }[] = []
    const record = ({ request }: { request: Request }) => {
      seen.push({ path: new URL(request.url).pathname, store: request.headers.get('store') })
      return HttpResponse.json({ data: { cart: { id: 'c1' } } })
    }
    server.use(http.get('/graphql', record), http.get('/api/content/graphql', record))

    await commerce.request(getCart, 'fr', { cartId: 'c1' })
    await content.queryOptions(getCart, 'en', { cartId: 'c1' }).queryFn?.({
      signal: new AbortController().signal,
    } as never)

    expect(seen).toEqual([
      { path: '/graphql', store: 'shop_fr' },
      { path: '/api/content/graphql', store: 'shop_en' },
    ])
  })
})
