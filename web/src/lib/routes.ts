import { generatePath } from 'react-router'
import { routes } from '@/config/routes.json'
import type { Catalog } from './i18n'
import { locales, splitLocalePath, type Locale } from './locale'

/** A route name of routes.json; every one has a title in the UI catalogs. */
export type RouteName = keyof Catalog['routes']

export interface RouteEntry {
  name: RouteName
  /** React Router syntax relative to `/:lang`; '' is the language's home. The German path, and every language's that `paths` does not name. */
  path: string
  /** A language's own path (the service pages, the withdrawal page), with the same params. */
  paths?: Partial<Record<Locale, string>>
  /** false: the server adds robots noindex. */
  index?: boolean
}

/**
 * The routes the server and this app share (routes.json). The names are
 * checked against the route modules and the catalogs by tests, so the cast
 * cannot drift silently.
 */
export const routeEntries = routes as readonly RouteEntry[]

const byName = new Map(routeEntries.map((entry) => [entry.name, entry]))

/** A route's path pattern in lang, relative to `/:lang`. */
export function routePath(entry: RouteEntry, lang: Locale): string {
  return entry.paths?.[lang] ?? entry.path
}

/**
 * The address of a route in the reader's language: `pathFor('privacy', 'en')`
 * is `/en/service/privacy`, `/de/service/datenschutz` in German. Every link
 * to a named route goes through it.
 */
export function pathFor(
  name: RouteName,
  lang: Locale,
  params: Record<string, string> = {},
): string {
  const entry = byName.get(name)
  if (!entry) throw new Error(`unknown route ${name}`)
  const rest = generatePath(routePath(entry, lang), params)
  return rest ? `/${lang}/${rest}` : `/${lang}`
}

/** A static route's path in lang without the language (`service/privacy`): the url of the content page it shows. */
export function routeRest(name: RouteName, lang: Locale): string {
  return pathFor(name, lang).slice(lang.length + 2)
}

/** The languages whose path of entry is path, grouped: one React route per distinct path. */
export function pathsOf(entry: RouteEntry): Map<string, Locale[]> {
  const paths = new Map<string, Locale[]>()
  for (const lang of locales) {
    const path = routePath(entry, lang)
    paths.set(path, [...(paths.get(path) ?? []), lang])
  }
  return paths
}

function matchPattern(pattern: string, rest: string): Record<string, string> | undefined {
  const want = pattern === '' ? [] : pattern.split('/')
  const have = rest === '' ? [] : rest.split('/')
  const params: Record<string, string> = {}
  for (const [i, segment] of want.entries()) {
    if (segment === '*') {
      params['*'] = have.slice(i).join('/')
      return params
    }
    const part = have[i]
    if (part === undefined || part === '') return undefined
    if (segment.startsWith(':')) params[segment.slice(1)] = part
    else if (segment !== part) return undefined
  }
  return want.length === have.length ? params : undefined
}

/**
 * A path of one route in lang rewritten to another language: rest's params
 * kept. `(withdrawal, 'vertrag-widerrufen', 'de' → 'en')` is
 * `withdraw-from-contract`.
 */
export function localizeRoutePath(rest: string, from: Locale, to: Locale): string {
  if (from === to) return rest
  for (const entry of routeEntries) {
    if (!entry.paths) continue
    const params = matchPattern(routePath(entry, from), rest)
    if (params) return generatePath(routePath(entry, to), params)
  }
  return rest
}

/** The same page in another language: `/de/service/datenschutz` → `/fr/service/confidentialite`, `/de/checkout/cart` → `/fr/checkout/cart`. */
export function localizedRoutePath(pathname: string, to: Locale): string {
  const { locale, rest } = splitLocalePath(pathname)
  const own = (locales as readonly string[]).includes(locale)
    ? localizeRoutePath(rest, locale as Locale, to)
    : rest
  return own ? `/${to}/${own}` : `/${to}`
}
