import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { GetCustomerDocument } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import { server } from '@/testing/graphql-api'
import { renderHookInApp } from '@/testing/render-hook'
import { restError, serveSignIn, sessionRequests, signInAs, testUser } from '@/testing/session-api'
import { sessionQueryKey, useSession, type Session } from './get-session'
import { useSignIn } from './sign-in'
import { useSignOut } from './sign-out'

const renderSessionHook = renderHookInApp

const customerKey = commerce.operationKey('GetCustomer')

describe('useSession', () => {
  it('asks the server once, with Accept text/json, and holds the user', async () => {
    signInAs(testUser)
    const { result } = renderSessionHook(() => useSession())
    expect(result.current.status).toBe('loading')
    await waitFor(() => {
      expect(result.current.status).toBe('signedIn')
    })
    expect(result.current).toEqual({
      user: testUser,
      signedIn: true,
      status: 'signedIn',
      expired: false,
    })
    expect(sessionRequests()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/_auth/session', accept: 'text/json' }),
    ])
  })

  it('counts a failure as signed out and does not try again', async () => {
    let calls = 0
    server.use(
      http.get('/api/_auth/session', () => {
        calls++
        return HttpResponse.json({ error: { message: 'kaputt' } }, { status: 500 })
      }),
    )
    // A cache that tries everything again: the session's own options say no.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 3, retryDelay: 0 } },
    })
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    })
    await waitFor(() => {
      expect(result.current.status).toBe('signedOut')
    })
    expect(result.current.user).toBeNull()
    expect(calls).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toBe(1)
  })

  it('takes an answer without a user as signed out', async () => {
    const { result } = renderSessionHook(() => useSession())
    await waitFor(() => {
      expect(result.current.status).toBe('signedOut')
    })
    expect(result.current.signedIn).toBe(false)
  })
})

describe('useSignIn and useSignOut', () => {
  it('sign in with the page’s language and put the customer into the one session entry', async () => {
    serveSignIn(({ email, password }) =>
      email === testUser.email && password === 'Reiten-Lena1'
        ? testUser
        : restError(401, {
            message: 'Die Anmeldung war nicht korrekt.',
            code: 'AUTHENTICATION_FAILED',
          }),
    )
    const { result, queryClient } = renderSessionHook(() => ({
      session: useSession(),
      signIn: useSignIn(),
    }))
    await waitFor(() => {
      expect(result.current.session.status).toBe('signedOut')
    })
    await act(() =>
      result.current.signIn.mutateAsync({ email: testUser.email, password: 'Reiten-Lena1' }),
    )
    expect(result.current.session.user).toEqual(testUser)
    expect(queryClient.getQueryData<Session>(sessionQueryKey)).toEqual({ user: testUser })
    expect(sessionRequests('POST')).toEqual([
      expect.objectContaining({
        path: '/api/auth/sign-in',
        body: { email: testUser.email, password: 'Reiten-Lena1' },
        locale: 'de',
      }),
    ])
  })

  it('leave the session as it was when the sign-in fails', async () => {
    serveSignIn(() =>
      restError(401, {
        message: 'Die Anmeldung war nicht korrekt.',
        code: 'AUTHENTICATION_FAILED',
      }),
    )
    const { result } = renderSessionHook(() => ({ session: useSession(), signIn: useSignIn() }))
    await waitFor(() => {
      expect(result.current.session.status).toBe('signedOut')
    })
    await expect(
      act(() => result.current.signIn.mutateAsync({ email: 'a@b.example', password: 'x' })),
    ).rejects.toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' })
    expect(result.current.session.status).toBe('signedOut')
  })

  it('sign out, emptying the session and dropping the customer’s data in every language', async () => {
    signInAs(testUser)
    const { result, queryClient } = renderSessionHook(() => ({
      session: useSession(),
      signOut: useSignOut(),
    }))
    await waitFor(() => {
      expect(result.current.session.status).toBe('signedIn')
    })
    const shop = commerce.operationKey('GetShopData')
    queryClient.setQueryData(commerce.queryKey(GetCustomerDocument, 'de', {}), {
      customer: { email: testUser.email },
    })
    queryClient.setQueryData(commerce.queryKey(GetCustomerDocument, 'fr', {}), {
      customer: { email: testUser.email },
    })
    queryClient.setQueryData([...shop, 'de', {}], { availableStores: [] })
    await act(() => result.current.signOut.mutateAsync(undefined))
    expect(result.current.session).toMatchObject({ status: 'signedOut', expired: false })
    expect(queryClient.getQueriesData({ queryKey: customerKey })).toEqual([])
    expect(queryClient.getQueryData([...shop, 'de', {}])).toEqual({ availableStores: [] })
    expect(sessionRequests('DELETE')).toEqual([
      expect.objectContaining({ path: '/api/_auth/session', locale: 'de' }),
    ])
  })

  it('drop the previous customer’s data when another customer signs in', async () => {
    signInAs(testUser)
    const other = {
      email: 'camille.muller@paddock.example',
      firstname: 'Camille',
      lastname: 'Muller',
    }
    serveSignIn(() => other)
    const { result, queryClient } = renderSessionHook(() => ({
      session: useSession(),
      signIn: useSignIn(),
    }))
    await waitFor(() => {
      expect(result.current.session.status).toBe('signedIn')
    })
    queryClient.setQueryData(commerce.queryKey(GetCustomerDocument, 'de', {}), {
      customer: { email: testUser.email },
    })
    await act(() => result.current.signIn.mutateAsync({ email: other.email, password: 'x' }))
    expect(result.current.session.user).toEqual(other)
    expect(queryClient.getQueriesData({ queryKey: customerKey })).toEqual([])
  })
})
