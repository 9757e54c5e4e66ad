import { describe, expect, it } from 'vitest'
import { sessionQueryKey, type Session } from '@/features/session/api/get-session'
import { commerce } from '@/lib/graphql/api'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { testUser } from '@/testing/session-api'
import { createQueryClient } from './provider'

const expired = () =>
  new GraphQLClientError({
    client: 'commerce',
    operationType: 'query',
    operationName: 'GetCustomer',
    status: 200,
    errors: [
      {
        message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
        extensions: { code: 'UNAUTHENTICATED', category: 'graphql-authorization' },
      },
    ],
  })

const customerKey = [...commerce.operationKey('GetCustomer'), 'de', {}]

describe('the app’s query client', () => {
  it('signs out on an authorization error of any query, without trying it again', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData<Session>(sessionQueryKey, { user: testUser })
    let tries = 0
    await expect(
      queryClient.query({
        queryKey: customerKey,
        queryFn: () => {
          tries++
          return Promise.reject(expired())
        },
      }),
    ).rejects.toBeInstanceOf(GraphQLClientError)
    expect(tries).toBe(1)
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ expired: true })
  })

  it('tries other failures once more', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData<Session>(sessionQueryKey, { user: testUser })
    let tries = 0
    await expect(
      queryClient.query({
        queryKey: customerKey,
        queryFn: () => {
          tries++
          return Promise.reject(new Error('network'))
        },
        retryDelay: 0,
      }),
    ).rejects.toThrow('network')
    expect(tries).toBe(2)
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: testUser })
  })

  it('signs out on an authorization error of any mutation', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData<Session>(sessionQueryKey, { user: testUser })
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(expired()) })
        .execute(undefined),
    ).rejects.toBeInstanceOf(GraphQLClientError)
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ expired: true })
  })
})
