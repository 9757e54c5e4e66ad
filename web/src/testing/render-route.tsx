import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProvider, createQueryClient } from '@/app/provider'
import { createRoutes, type RouterDependencies } from '@/app/router'

/** A build check that never reloads, for tests that are not about it. */
export const currentBuild: RouterDependencies['buildCheck'] = {
  navigateWithFullLoad: () => false,
  recoverFromChunkError: () => false,
}

/** Renders the whole app at a path in a memory router. */
export function renderRoute(path: string, dependencies: Partial<RouterDependencies> = {}) {
  // No retries: a failing request shows its error at once.
  const queryClient = dependencies.queryClient ?? createQueryClient({ retry: false })
  const router = createMemoryRouter(
    createRoutes({ buildCheck: dependencies.buildCheck ?? currentBuild, queryClient }),
    { initialEntries: [path] },
  )
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { router, queryClient, ...view }
}
