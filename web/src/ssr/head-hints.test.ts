import type { StaticHandlerContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { firstLoadRoute, splitHeadHints } from './head-hints'

describe('splitHeadHints', () => {
  it('takes the links React puts before the markup, and nothing of the markup', () => {
    const hero =
      '<link rel="preload" as="image" imageSrcSet="/media/small/a 240w, /media/large/a 960w" imageSizes="100vw" fetchPriority="high"/>'
    const logo = '<link rel="preload" as="image" href="/media/medium/logo"/>'
    const markup =
      '<div class="app"><link rel="stylesheet" href="/in-body.css"/><img src="/x"/></div>'
    expect(splitHeadHints(logo + hero + markup)).toEqual({ hints: logo + hero, html: markup })
  })

  it('leaves markup without hints as it is', () => {
    expect(splitHeadHints('<div><img src="/x"/></div>')).toEqual({
      hints: '',
      html: '<div><img src="/x"/></div>',
    })
  })
})

function context(
  statusCode: number,
  route: { id: string; path?: string; handle?: unknown },
  loaderData: Record<string, unknown> = {},
): StaticHandlerContext {
  return {
    statusCode,
    matches: [{ route, params: {}, pathname: '/', pathnameBase: '/' }],
    loaderData,
  } as unknown as StaticHandlerContext
}

describe('firstLoadRoute', () => {
  it('names the route type of a named route', () => {
    expect(firstLoadRoute(context(200, { id: 'h', handle: { routeName: 'home' } }))).toBe('home')
    expect(firstLoadRoute(context(200, { id: 'c', handle: { routeName: 'verein-code' } }))).toBe(
      'club-home',
    )
    expect(firstLoadRoute(context(200, { id: 'a', handle: { routeName: 'account' } }))).toBe('')
  })

  it("names the catch-all route's page type from its loader data", () => {
    const catchAll = { id: 'x', path: '*' }
    expect(firstLoadRoute(context(200, catchAll, { x: { type: 'product', urlKey: 'a' } }))).toBe(
      'product',
    )
    expect(firstLoadRoute(context(200, catchAll, { x: { type: 'category', uid: 'u' } }))).toBe(
      'category',
    )
    expect(firstLoadRoute(context(200, catchAll, { x: { type: 'sale' } }))).toBe('content')
    expect(firstLoadRoute(context(404, catchAll))).toBe('not-found')
  })
})
