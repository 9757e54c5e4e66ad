import { graphql, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/graphql-api'
import {
  GraphQLClientError,
  graphqlRequest,
  isNotFoundError,
  requestHeaders,
  storeCode,
} from './graphql-client'

const getCart = 'query GetCart($cartId: String!) { cart(cart_id: $cartId) { id total_quantity } }'
// The hex sha256 of the document, as Apollo's automatic persisted queries name it.
const getCartHash = 'b9b7e183b6d140839f01f33a87c51743ebf02d7a545669b39149065b78186f77'
const addToCart =
  'mutation AddProductsToCart($cartId: String!) { addProductsToCart(cartId: $cartId) { cart { id } } }'

async function captureError(promise: Promise<unknown>): Promise<GraphQLClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(GraphQLClientError)
  return error as GraphQLClientError
}

describe('graphqlRequest', () => {
  it('sends a query as GET with its persisted hash and the store header', async () => {
    let seen: URL | undefined
    let headers: Headers | undefined
    server.use(
      http.get('/graphql', ({ request }) => {
        seen = new URL(request.url)
        headers = request.headers
        return HttpResponse.json({ data: { cart: { id: 'abc', total_quantity: 2 } } })
      }),
    )

    const data = await graphqlRequest<{ cart: { id: string; total_quantity: number } }>({
      client: 'commerce',
      document: getCart,
      variables: { cartId: 'abc' },
    })

    expect(data.cart.total_quantity).toBe(2)
    expect(headers?.get('accept')).toBe('application/json')
    expect(headers?.get('store')).toBe('shop_de')
    expect(seen?.searchParams.get('operationName')).toBe('GetCart')
    expect(JSON.parse(seen?.searchParams.get('variables') ?? '')).toEqual({ cartId: 'abc' })
    expect(JSON.parse(seen?.searchParams.get('extensions') ?? '')).toEqual({
      persistedQuery: { version: 1, sha256Hash: getCartHash },
    })
    // The document itself stays out of the URL.
    expect(seen?.searchParams.has('query')).toBe(false)
  })

  it('posts the document once when the server does not know the hash yet', async () => {
    const posted: unknown[] = []
    server.use(
      http.get('/graphql', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'PersistedQueryNotFound',
              extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
            },
          ],
        }),
      ),
      http.post('/graphql', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ data: { cart: { id: 'abc', total_quantity: 1 } } })
      }),
    )

    const data = await graphqlRequest<{ cart: { total_quantity: number } }>({
      client: 'commerce',
      document: getCart,
      variables: { cartId: 'abc' },
    })

    expect(data.cart.total_quantity).toBe(1)
    expect(posted).toEqual([
      {
        query: getCart,
        variables: { cartId: 'abc' },
        operationName: 'GetCart',
        extensions: { persistedQuery: { version: 1, sha256Hash: getCartHash } },
      },
    ])
  })

  it('posts a query sent postOnly, its variables never in a URL', async () => {
    const gets: string[] = []
    let posted: unknown
    server.use(
      http.get('/graphql', ({ request }) => {
        gets.push(request.url)
        return HttpResponse.json({ errors: [{ message: 'GET' }] }, { status: 405 })
      }),
      http.post('/graphql', async ({ request }) => {
        posted = await request.json()
        return HttpResponse.json({ data: { cart: { id: 'abc', total_quantity: 3 } } })
      }),
    )

    const data = await graphqlRequest<{ cart: { total_quantity: number } }>({
      client: 'commerce',
      document: getCart,
      variables: { cartId: 'abc' },
      postOnly: true,
    })

    expect(data.cart.total_quantity).toBe(3)
    expect(gets).toEqual([])
    expect(posted).toEqual({
      query: getCart,
      variables: { cartId: 'abc' },
      operationName: 'GetCart',
    })
  })

  it('posts a mutation as JSON with the store header', async () => {
    let seen: { headers: Headers; body: unknown } | undefined
    server.use(
      http.post('/graphql', async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() }
        return HttpResponse.json({ data: { addProductsToCart: { cart: { id: 'abc' } } } })
      }),
    )

    await graphqlRequest({
      client: 'commerce',
      document: addToCart,
      variables: { cartId: 'abc' },
      store: storeCode('shop', 'en'),
    })

    expect(seen?.headers.get('content-type')).toBe('application/json')
    expect(seen?.headers.get('store')).toBe('shop_en')
    expect(seen?.body).toEqual({
      query: addToCart,
      variables: { cartId: 'abc' },
      operationName: 'AddProductsToCart',
    })
  })

  it('sends content operations to the content endpoint with the given store', async () => {
    server.use(
      http.get('/api/content/graphql', ({ request }) =>
        HttpResponse.json({
          data: { Sites: { totalDocs: 1, store: request.headers.get('store') } },
        }),
      ),
    )
    const data = await graphqlRequest<{ Sites: { store: string } }>({
      client: 'content',
      document: 'query GetSite { Sites { totalDocs } }',
      store: storeCode('shop', 'fr'),
    })
    expect(data.Sites.store).toBe('shop_fr')
  })

  it('reports the first GraphQL error with the operation it came from', async () => {
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'The account sign-in was incorrect.',
              extensions: { category: 'graphql-authentication' },
            },
            { message: 'second' },
          ],
        }),
      ),
    )
    const error = await captureError(
      graphqlRequest({ client: 'commerce', document: 'mutation Login { login { token } }' }),
    )
    expect(error.message).toBe('The account sign-in was incorrect.')
    expect(error).toMatchObject({
      client: 'commerce',
      operationType: 'mutation',
      operationName: 'Login',
      status: 200,
    })
    expect(error.errors).toHaveLength(2)
  })

  it('falls back to the status code when the response has no errors', async () => {
    server.use(
      http.get('/api/content/graphql', () => new HttpResponse('Bad gateway', { status: 502 })),
    )
    const error = await captureError(
      graphqlRequest({ client: 'content', document: 'query GetPage { Pages { docs { id } } }' }),
    )
    expect(error.message).toBe('GraphQL Error (Code: 502)')
    expect(error).toMatchObject({
      client: 'content',
      operationName: 'GetPage',
      status: 502,
      errors: [],
    })
  })

  it('wraps a transport failure', async () => {
    server.use(http.get('/graphql', () => HttpResponse.error()))
    const error = await captureError(graphqlRequest({ client: 'commerce', document: getCart }))
    expect(error.message).toBe('GraphQL Error (Code: 0)')
    expect(error.status).toBe(0)
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('rejects a document without an operation before sending anything', async () => {
    const error = await captureError(
      graphqlRequest({ client: 'commerce', document: 'fragment F on Cart { id }' }),
    )
    expect(error.message).toBe('Invalid GraphQL Operation')
    expect(error.operationType).toBeUndefined()
  })

  it('sends the Store header only to APIs that read it', () => {
    expect(requestHeaders({ endpoint: '/graphql', storeHeader: true }, 'shop_fr')).toEqual({
      accept: 'application/json',
      Store: 'shop_fr',
    })
    // As the admin API will be defined: staff pick no store.
    expect(requestHeaders({ endpoint: '/admin/graphql', storeHeader: false }, 'shop_fr')).toEqual({
      accept: 'application/json',
    })
  })

  it('tells a not-found answer (code or Magento category) from other errors', () => {
    const answered = (extensions: Record<string, unknown>) =>
      new GraphQLClientError({
        client: 'commerce',
        operationType: 'query',
        operationName: 'GetCustomerOrder',
        status: 200,
        errors: [{ message: 'gone', extensions }],
      })
    expect(isNotFoundError(answered({ code: 'NOT_FOUND' }))).toBe(true)
    expect(isNotFoundError(answered({ category: 'graphql-no-such-entity' }))).toBe(true)
    expect(isNotFoundError(answered({ code: 'UNAUTHENTICATED' }))).toBe(false)
    expect(isNotFoundError(new Error('NOT_FOUND'))).toBe(false)
  })
})
