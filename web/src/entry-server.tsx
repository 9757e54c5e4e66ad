/**
 * The server renderer (issue 28): the same route table, loaders and
 * components the browser runs, rendered to HTML inside the Go server's
 * embedded V8 (internal/platform/ssr). The loaders fill a fresh query
 * cache through the shop's APIs in process; the page renders from it; the
 * cache and the router's state go into the page as JSON, so the browser
 * hydrates without asking again (main.tsx).
 *
 * Nothing of a visitor reaches a render: no cookie, no session, no cart.
 * What belongs to a customer renders in the browser after hydration.
 */
import './ssr/runtime'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server.browser'
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import { AppProvider, createQueryClient } from '@/app/provider'
import { createRoutes } from '@/app/router'
import { setSiteBaseUrl } from '@/features/site/lib/base-url'
import { activateLocale, catalogParts, loadCatalogPart, takePartsUsed } from '@/lib/i18n'
import { isLocale } from '@/lib/locale'
import { isCustomerData } from '@/lib/graphql/api'
import { firstLoadRoute, splitHeadHints } from './ssr/head-hints'
import { clearTimers, tick } from './ssr/runtime'
import type { HydrationState } from './ssr/state'

/** What the server asks for. */
interface RenderInput {
  /** The page's path and query, `/de/reiter?page=2`. */
  url: string
  /** The shop's public address, for absolute URLs the app builds. */
  origin: string
}

/** What the renderer answers. */
export interface RenderOutput {
  /** The HTTP status the router arrived at (404 for an unknown page). */
  status: number
  /** Where a loader sent the visitor instead, with its status. */
  redirect?: string
  /** The markup of #root. */
  html: string
  /** Resource hints for the head: React's image preloads (ssr/head-hints.ts). */
  hints?: string
  /** The route type of web/budgets.json whose chunks the page loads first; '' for none. */
  page?: string
  /** The inline state: the router's loader data and errors, and the query cache. */
  state: HydrationState
}

/** How React marks a Suspense boundary it left to the client (its fallback in the markup). */
const clientRenderedBoundary = '<!--$!-->'

const neverReloads = {
  navigateWithFullLoad: () => false,
  recoverFromChunkError: () => false,
}

/** Errors as React Router's own server rendering serializes them for hydration. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null
  const out: Record<string, unknown> = {}
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' }
    else if (error instanceof Error) out[id] = { message: error.message, __type: 'Error' }
    else out[id] = error
  }
  return out
}

/**
 * The queries a render asked for but nobody fetched (on the server a
 * component's query only enters the cache): those of the GraphQL APIs that
 * every visitor gets alike, enabled.
 */
function waitingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const [api] = query.queryKey
      // The observer's options the query was built from carry `enabled`.
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) }
      return (
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (api === 'commerce' || api === 'content') &&
        !isCustomerData(query.queryKey) &&
        typeof query.options.queryFn === 'function' &&
        (typeof enabled === 'function' ? enabled(query) : enabled) !== false
      )
    })
}

function sharedQueries(queryClient: QueryClient) {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && !isCustomerData(query.queryKey),
  })
}

async function render(raw: string): Promise<string> {
  clearTimers()
  const input = JSON.parse(raw) as RenderInput
  const url = new URL(input.url, input.origin)
  setSiteBaseUrl(url.origin)
  const lang = url.pathname.split('/')[1]
  if (isLocale(lang)) {
    // Every part of the catalogs at hand, so that no screen waits for one; the state names
    // those the page used.
    await Promise.all([
      activateLocale(lang),
      ...catalogParts.map((part) => loadCatalogPart(lang, part)),
    ])
  }
  takePartsUsed()

  const queryClient = createQueryClient({ retry: false })
  const handler = createStaticHandler(createRoutes({ buildCheck: neverReloads, queryClient }))
  const context = await handler.query(new Request(url.href))
  if (context instanceof Response) {
    const output: Omit<RenderOutput, 'state'> = {
      status: context.status,
      redirect: context.headers.get('location') ?? '',
      html: '',
    }
    return JSON.stringify(output)
  }
  // A page that failed otherwise than as missing is left to the browser: the server answers its
  // shell, and nothing of a passing failure is rendered or kept.
  for (const error of Object.values(context.errors ?? {})) {
    if (!(isRouteErrorResponse(error) && error.status === 404)) {
      throw error instanceof Error ? error : new Error(`the page failed: ${JSON.stringify(error)}`)
    }
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  // renderToString builds the markup as strings: a streaming render encodes it to bytes chunk by
  // chunk, and each chunk's buffer costs V8 a mapping of memory of its own, most of a render.
  // It does not wait for what suspends (a lazy component): such a boundary comes as its fallback,
  // marked `<!--$!-->`, and is rendered again once its module is there.
  const renderOnce = () =>
    renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    )
  // What components ask for themselves (a block's products) the server fetches after a pass and
  // renders again with it, so that the page comes whole; at most three times.
  let html = renderOnce()
  for (let pass = 0; pass < 3; pass++) {
    const waiting = waitingQueries(queryClient)
    if (waiting.length === 0 && !html.includes(clientRenderedBoundary)) break
    await Promise.allSettled(waiting.map((query) => query.fetch()))
    await new Promise((resolve) => setTimeout(resolve, 0))
    html = renderOnce()
  }
  // A part that failed, or never came, is left to the browser with the rest of the page.
  if (html.includes(clientRenderedBoundary)) {
    throw new Error('a part of the page did not render on the server')
  }
  const { hints, html: markup } = splitHeadHints(html)
  const output: RenderOutput = {
    status: context.statusCode,
    html: markup,
    hints,
    page: firstLoadRoute(context),
    state: {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
      queries: sharedQueries(queryClient),
      parts: takePartsUsed(),
    },
  }
  queryClient.clear()
  return JSON.stringify(output)
}

;(globalThis as Record<string, unknown>).__paddock = { render, tick }
