import type { StaticHandlerContext } from 'react-router'

/**
 * What a server render tells the head of its page (issue 28, point 5):
 * React's own resource hints, and which route type's chunks the page loads
 * first, so that the server can `modulepreload` them
 * (internal/storefront/preload.go reads the build's
 * .vite/routes-first-load.json for their files).
 */
export interface HeadHints {
  /**
   * The `<link rel="preload">` elements React put before the markup: the
   * images the page shows first (img elements not lazy, and what components
   * ask for with react-dom's `preload`, such as a hero's picture sources),
   * as `imagesrcset`/`imagesizes` match the elements.
   */
  hints: string
  /** The markup of #root without them. */
  html: string
}

const leadingLinks = /^(?:<link [^<>]*\/>)+/

/**
 * React's renderer puts the hints of a render that is not a whole document
 * before its markup, inside #root, where the browser finds them late. They
 * belong in the head; the browser's React hydrates the same without them
 * (it never renders them).
 */
export function splitHeadHints(html: string): HeadHints {
  const links = leadingLinks.exec(html)?.[0] ?? ''
  return { hints: links, html: html.slice(links.length) }
}

/** The route types of web/budgets.json a render can be, by the route's name in routes.json. */
const routeTypes: Partial<Record<string, string>> = {
  home: 'home',
  search: 'search',
  'verein-code': 'club-home',
  'checkout-cart': 'cart',
}

/** The page types of the catch-all route's loader (routes/catch-all.tsx), by route type. */
const catchAllTypes: Partial<Record<string, string>> = {
  category: 'category',
  product: 'product',
  content: 'content',
  sale: 'content',
}

/**
 * The route type of web/budgets.json whose first-load chunks the rendered
 * page needs; '' for a page of another type (the server then preloads only
 * what index.html does).
 */
export function firstLoadRoute(context: StaticHandlerContext): string {
  if (context.statusCode === 404) return 'not-found'
  const match = context.matches.at(-1)
  if (!match) return ''
  const handle = match.route.handle as { routeName?: string } | undefined
  if (handle?.routeName) return routeTypes[handle.routeName] ?? ''
  if (match.route.path !== '*') return ''
  const data = context.loaderData[match.route.id] as { type?: unknown } | null | undefined
  return typeof data?.type === 'string' ? (catchAllTypes[data.type] ?? '') : ''
}
