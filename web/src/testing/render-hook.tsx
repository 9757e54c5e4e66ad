import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProvider, createQueryClient } from '@/app/provider'

/**
 * Renders a hook inside the app's providers and a router at a URL under
 * `/:lang`, with a fresh query cache (the app's, with no retries), for the
 * tests of hooks that read the language, the cache or the toasts.
 */
export function renderHookInApp<T>(hook: () => T, { url = '/de/page' }: { url?: string } = {}) {
  const queryClient = createQueryClient({ retry: false })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/:lang/*', element: children }], {
          initialEntries: [url],
        })}
      />
    </AppProvider>
  )
  return { queryClient, ...renderHook(hook, { wrapper }) }
}
