import { graphql, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GraphQLClientError, graphqlRequest, storeCode } from './graphql-client'

const server = setupServer()

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
})
afterAll(() => {
  server.close()
})

const getCart = 'query GetCart($cartId: String!) { cart(cart_id: $cartId) { id total_quantity } }'

async function captureError(promise: Promise<unknown>): Promise<GraphQLClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(GraphQLClientError)
  return error as GraphQLClientError
}

describe('graphqlRequest', () => {
  it('posts JSON with the store header and returns the data', async () => {
    let seen: { headers: Headers; body: unknown } | undefined
    server.use(
      http.post('/graphql', async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() }
        return HttpResponse.json({ data: { cart: { id: 'abc', total_quantity: 2 } } })
      }),
    )

    const data = await graphqlRequest<{ cart: { id: string; total_quantity: number } }>({
      client: 'commerce',
      document: getCart,
      variables: { cartId: 'abc' },
    })

    expect(data.cart.total_quantity).toBe(2)
    expect(seen?.headers.get('accept')).toBe('application/json')
    expect(seen?.headers.get('content-type')).toBe('application/json')
    expect(seen?.headers.get('store')).toBe('shop_de')
    expect(seen?.body).toEqual({
      query: getCart,
      variables: { cartId: 'abc' },
      operationName: 'GetCart',
    })
  })

  it('sends content operations to the content endpoint with the given store', async () => {
    server.use(
      graphql.query('GetSite', ({ request }) =>
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
      http.post('/api/content/graphql', () => new HttpResponse('Bad gateway', { status: 502 })),
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
    server.use(http.post('/graphql', () => HttpResponse.error()))
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
})
