import type { DehydratedState } from '@tanstack/react-query'

/**
 * The id of the script element (type application/json) in which the
 * server puts a rendered page's state (internal/platform/httpx).
 */
export const stateElementId = 'paddock-state'

/** A server-rendered page's state: the router's loader data and errors, and the query cache. */
export interface HydrationState {
  router: {
    loaderData: Record<string, unknown>
    actionData: Record<string, unknown> | null
    errors: Record<string, unknown> | null
  }
  queries: DehydratedState
  /** The parts of the UI catalogs the page uses (lib/i18n.ts). */
  parts?: string[]
}

/** The state of a page the server rendered; undefined for a page it left to the browser. */
export function readHydrationState(doc: Document = document): HydrationState | undefined {
  const text = doc.getElementById(stateElementId)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as HydrationState
  } catch {
    return undefined
  }
}
