import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { commerce } from './graphql/api'
import { useConfiguredQuery, useInvalidatingMutation } from './react-query'

const getCart = 'query GetCart($cartId: String!) { cart(cart_id: $cartId) { id total } }'

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, wrapper }
}

describe('useInvalidatingMutation', () => {
  it('invalidates what it names in every language, then runs the caller’s onSuccess', async () => {
    const { queryClient, wrapper } = setUp()
    let total = 1
    const seen: string[] = []
    const cartKey = commerce.queryKey(getCart, 'de', { cartId: 'c1' })
    const { result } = renderHook(
      () => ({
        cart: useQuery({
          queryKey: cartKey,
          queryFn: () => {
            seen.push(`fetch ${String(total)}`)
            return Promise.resolve({ cart: { id: 'c1', total } })
          },
        }),
        add: useInvalidatingMutation({
          mutationFn: (quantity: number) => {
            total += quantity
            return Promise.resolve(total)
          },
          invalidates: [commerce.operationKey('GetCart')],
          mutationConfig: {
            onSuccess: (data, variables) => {
              const cached = queryClient.getQueryData<{ cart: { total: number } }>(cartKey)
              seen.push(
                `onSuccess ${String(data)} ${String(variables)}, cart ${String(cached?.cart.total)}`,
              )
            },
          },
        }),
      }),
      { wrapper },
    )
    await waitFor(() => {
      expect(result.current.cart.data?.cart.total).toBe(1)
    })
    // An answer in another language of the same operation, not shown now.
    queryClient.setQueryData(commerce.queryKey(getCart, 'fr', { cartId: 'c1' }), { cart: {} })
    queryClient.setQueryData(['commerce', 'GetProducts', 'de', {}], { products: [] })

    await act(() => result.current.add.mutateAsync(2))

    // The shown cart loaded again before the caller heard of the success.
    expect(seen).toEqual(['fetch 1', 'fetch 3', 'onSuccess 3 2, cart 3'])
    await waitFor(() => {
      expect(result.current.cart.data?.cart.total).toBe(3)
    })
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated
    expect(state(commerce.queryKey(getCart, 'fr', { cartId: 'c1' }))).toBe(true)
    expect(state(['commerce', 'GetProducts', 'de', {}])).toBe(false)
  })

  it('invalidates nothing when the mutation fails', async () => {
    const { queryClient, wrapper } = setUp()
    queryClient.setQueryData(commerce.queryKey(getCart, 'de', { cartId: 'c1' }), { cart: {} })
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const { result } = renderHook(
      () =>
        useInvalidatingMutation({
          mutationFn: () => Promise.reject(new Error('refused')),
          invalidates: () => [commerce.operationKey('GetCart')],
          mutationConfig: { onSuccess, onError },
        }),
      { wrapper },
    )
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined))
    expect(onSuccess).not.toHaveBeenCalled()
    expect(onError).toHaveBeenCalledOnce()
    expect(
      queryClient.getQueryState(commerce.queryKey(getCart, 'de', { cartId: 'c1' }))?.isInvalidated,
    ).toBe(false)
  })
})

describe('useConfiguredQuery', () => {
  it('adds the caller’s config, whose select shapes the result', async () => {
    const { wrapper } = setUp()
    const options = {
      queryKey: commerce.queryKey(getCart, 'de', { cartId: 'c1' }),
      queryFn: () => Promise.resolve({ cart: { id: 'c1', total: 4 } }),
    }
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useConfiguredQuery(options, { enabled, select: (data) => data.cart.total * 2 }),
      { wrapper, initialProps: { enabled: false } },
    )
    expect(result.current.fetchStatus).toBe('idle')
    rerender({ enabled: true })
    await waitFor(() => {
      expect(result.current.data).toBe(8)
    })
  })
})
