import { describe, expect, it } from 'vitest'
import { findOperation } from './operation'

describe('findOperation', () => {
  it.each([
    ['query GetCart($cartId: String!) { cart(cart_id: $cartId) { id } }', 'query', 'GetCart'],
    ['mutation Login { generateCustomerToken { token } }', 'mutation', 'Login'],
    ['subscription OnThing { thing }', 'subscription', 'OnThing'],
    ['{ storeConfig { store_code } }', 'query', undefined],
    ['query { cart { id } }', 'query', undefined],
    ['# leading comment\n  query\n  GetShopData { countries { id } }', 'query', 'GetShopData'],
    [
      'fragment Price on Money { value currency description(text: "}{") }\nquery GetProduct { products { ...Price } }',
      'query',
      'GetProduct',
    ],
  ])('reads %j', (document, type, name) => {
    expect(findOperation(document)).toEqual({ type, name })
  })

  it.each(['', '   ', '# only a comment', 'fragment A on B { c }', 'type Query { a: Int }', '}'])(
    'finds no operation in %j',
    (document) => {
      expect(findOperation(document)).toBeUndefined()
    },
  )
})
