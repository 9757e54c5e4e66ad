import { hydrate } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { sessionQueryOptions } from '@/features/session/api/get-session'
import { activateLocale, catalogParts, loadCatalogPart } from '@/lib/i18n'
import { isLocale } from '@/lib/locale'
import { setHydrating } from '@/ssr/hydration'
import type { HydrationState } from '@/ssr/state'
import { appBuildCheck } from './build-check'
import { AppProvider, createQueryClient } from './provider'
import { createRoutes } from './router'

const queryClient = createQueryClient()
// The session is asked at start-up, beside the page's own loads (SPEC.md section 7); the header
// shows it as soon as it is known, and a guarded route's loader finds it under way.
void queryClient.query(sessionQueryOptions()).catch(() => undefined)

/**
 * What the server did before it rendered, done again from the hydrated
 * cache: the page's lazy route modules loaded, and their loaders run (the
 * UI catalog, the start-up, the page's own module), which find their data
 * in the cache and ask nothing of the server. React Router keeps the
 * server's loader data; what these answer is dropped.
 */
async function prepareHydration(routes: RouteObject[], parts: readonly string[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
  // The server rendered in the page's language: so must the first render here.
  const { lang } = matches.at(-1)?.params ?? {}
  if (isLocale(lang)) {
    await Promise.all([
      activateLocale(lang),
      ...catalogParts
        .filter((part) => parts.includes(part))
        .map((part) => loadCatalogPart(lang, part)),
    ])
  }
  const url = new URL(window.location.href)
  const request = new Request(url)
  await Promise.allSettled(
    matches.map(({ route, params }) =>
      // The root's loader only checks for a newer build before navigations.
      route.id !== 'root' && typeof route.loader === 'function'
        ? route.loader({ params, request, url, pattern: route.path ?? '', context: undefined })
        : undefined,
    ),
  )
}

/**
 * The router of the page. A page the server rendered (state, from its
 * inline JSON) starts from the server's query cache and loader data, so
 * that the browser hydrates the same markup without asking again.
 */
export async function createAppRouter(state: HydrationState | undefined) {
  const routes = createRoutes({ buildCheck: appBuildCheck, queryClient })
  if (!state) return createBrowserRouter(routes)
  // The answers are as fresh as the page, which the server made or kept for the catalogue and
  // content as they are now.
  const now = Date.now()
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  })
  await prepareHydration(routes, state.parts ?? [])
  // React Router reads it there and revives the errors' classes itself.
  ;(window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = state.router
  return createBrowserRouter(routes)
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => {
    setHydrating(false)
    // The page answers to the hand from here on (journeys wait for it before they act).
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
