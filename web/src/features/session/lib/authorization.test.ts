import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { GetCustomerDocument } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { RestError } from '@/lib/rest-client'
import { sessionRequests, testUser } from '@/testing/session-api'
import { sessionQueryKey, type Session } from '../api/get-session'
import { endSessionOnAuthorizationError, isAuthorizationError } from './authorization'
import { isMergingCarts, whileMergingCarts } from './cart-merge'

function failure(category: string, client: 'commerce' | 'content' = 'commerce') {
  return new GraphQLClientError({
    client,
    operationType: 'query',
    operationName: 'GetCustomer',
    status: 200,
    errors: [
      {
        message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
        extensions: { code: 'UNAUTHENTICATED', category },
      },
    ],
  })
}

const customerKey = commerce.queryKey(GetCustomerDocument, 'de', {})

function signedIn(): QueryClient {
  const queryClient = new QueryClient()
  queryClient.setQueryData<Session>(sessionQueryKey, { user: testUser })
  queryClient.setQueryData(customerKey, { customer: { email: testUser.email } })
  return queryClient
}

describe('isAuthorizationError', () => {
  it('knows the commerce API’s authorization errors by their category', () => {
    expect(isAuthorizationError(failure('graphql-authorization'))).toBe(true)
    expect(isAuthorizationError(failure('graphql-authentication'))).toBe(false)
    expect(isAuthorizationError(failure('graphql-input'))).toBe(false)
    expect(isAuthorizationError(failure('graphql-authorization', 'content'))).toBe(false)
    expect(
      isAuthorizationError(new RestError({ status: 401, code: 'AUTHENTICATION_FAILED' })),
    ).toBe(false)
    expect(isAuthorizationError(new Error('network'))).toBe(false)
  })
})

describe('endSessionOnAuthorizationError', () => {
  it('ends a signed-in session as expired, drops the customer’s data and tells the server', async () => {
    const queryClient = signedIn()
    expect(endSessionOnAuthorizationError(queryClient, failure('graphql-authorization'))).toBe(true)
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ expired: true })
    expect(queryClient.getQueryData(customerKey)).toBeUndefined()
    await expect.poll(() => sessionRequests('DELETE')).toHaveLength(1)
  })

  it('changes nothing for other errors or when nobody is signed in', () => {
    const queryClient = signedIn()
    expect(endSessionOnAuthorizationError(queryClient, failure('graphql-input'))).toBe(false)
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: testUser })

    const anonymous = new QueryClient()
    anonymous.setQueryData<Session>(sessionQueryKey, {})
    expect(endSessionOnAuthorizationError(anonymous, failure('graphql-authorization'))).toBe(false)
    expect(anonymous.getQueryData(sessionQueryKey)).toEqual({})
    expect(sessionRequests('DELETE')).toEqual([])
  })

  it('leaves the session alone while a cart merge runs (SPEC.md section 4)', async () => {
    const queryClient = signedIn()
    let during: boolean | undefined
    await whileMergingCarts(queryClient, () => {
      during = endSessionOnAuthorizationError(queryClient, failure('graphql-authorization'))
      return Promise.resolve()
    })
    expect(during).toBe(false)
    expect(isMergingCarts(queryClient)).toBe(false)
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: testUser })
    // A failed merge is ignored, and so is the guard afterwards.
    await expect(
      whileMergingCarts(queryClient, () => Promise.reject(new Error('merge failed'))),
    ).rejects.toThrow('merge failed')
    expect(isMergingCarts(queryClient)).toBe(false)
    expect(endSessionOnAuthorizationError(queryClient, failure('graphql-authorization'))).toBe(true)
  })
})
