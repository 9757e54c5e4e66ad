import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProvider, createQueryClient } from '@/app/provider'

/**
 * Renders a component on its own inside a router at a URL under
 * `/:lang`, with a fresh query cache, for the tests of single components
 * that link, read the language or keep their state in the URL.
 */
export function renderComponent(ui: ReactNode, { url = '/de/page' }: { url?: string } = {}) {
  const queryClient = createQueryClient({ retry: false })
  const router = createMemoryRouter(
    [
      { path: '/:lang/*', element: ui },
      { path: '*', element: ui },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { router, queryClient, ...view }
}
