import { afterEach, describe, expect, it } from 'vitest'
import { graphqlRequest } from '@/lib/graphql/graphql-client'
import { commerceRequests, serveCommerce } from './commerce-api'
import { mockGraphQLApi, server } from './graphql-api'

const getCart = 'query GetCart($cartId: String!) { cart(cart_id: $cartId) { id } }'

describe('mockGraphQLApi', () => {
  // An API of its own endpoint, as the admin API's mock will be.
  const staff = mockGraphQLApi('/admin/graphql')
  afterEach(() => {
    staff.reset()
  })

  it('answers by operation name, for GET and POST, and records what was sent', async () => {
    server.use(
      ...staff.handlers({
        GetCart: ({ cartId }) => ({ cart: { id: cartId } }),
        AddToCart: () => ({ addProductsToCart: { cart: { id: 'c1' } } }),
      }),
    )
    const response = await fetch(
      '/admin/graphql?operationName=GetCart&variables=%7B%22cartId%22%3A%22c1%22%7D',
    )
    expect(await response.json()).toEqual({ data: { cart: { id: 'c1' } } })
    await fetch('/admin/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'shop_fr' },
      body: JSON.stringify({ operationName: 'AddToCart', variables: { cartId: 'c1' } }),
    })
    expect(staff.requests()).toEqual([
      {
        operationName: 'GetCart',
        variables: { cartId: 'c1' },
        locale: 'de',
        store: null,
        method: 'GET',
      },
      {
        operationName: 'AddToCart',
        variables: { cartId: 'c1' },
        locale: 'fr',
        store: 'shop_fr',
        method: 'POST',
      },
    ])
    expect(staff.requests('AddToCart')).toHaveLength(1)
  })

  it('fails an operation no test answers, loudly', async () => {
    server.use(staff.unanswered)
    const response = await fetch('/admin/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'GetStaff' }),
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      errors: [{ message: 'No test answer for the operation GetStaff' }],
    })
  })

  it('keeps each API’s requests apart', async () => {
    serveCommerce({ GetCart: () => ({ cart: { id: 'c2' } }) })
    await graphqlRequest({ client: 'commerce', document: getCart, variables: { cartId: 'c2' } })
    expect(commerceRequests('GetCart')).toEqual([
      expect.objectContaining({ store: 'shop_de', locale: 'de', method: 'GET' }),
    ])
    expect(staff.requests()).toEqual([])
  })
})
