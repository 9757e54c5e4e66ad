import type { Locale } from './locale'
import { localizedRoutePath } from './routes'

/** An entity's path in one language, as the commerce API's `alternates` list it. */
export interface LocalizedUrl {
  locale: string
  /** The path without the language prefix. */
  relative_url: string
}

let published: { pathname: string; paths: Map<string, string> } | undefined

/**
 * A category or product page says where the same entity lives in the other
 * languages (each by its own url key); the language menu then leads there
 * instead of swapping only the prefix.
 */
export function publishAlternates(
  pathname: string,
  alternates: readonly LocalizedUrl[] | undefined,
) {
  published = alternates
    ? {
        pathname,
        paths: new Map(
          alternates.map(({ locale, relative_url }) => [locale, entityPath(locale, relative_url)]),
        ),
      }
    : undefined
}

/** The page at pathname in another language: the entity's own path there, else the route's path there (the same path under the other prefix for most routes). */
export function alternatePath(pathname: string, locale: Locale): string {
  if (published?.pathname === pathname) {
    const path = published.paths.get(locale)
    if (path) return path
  }
  return localizedRoutePath(pathname, locale)
}

/** `/{lang}/{relative_url}` without doubled slashes. */
export function entityPath(locale: string, relativeUrl: string): string {
  const rest = relativeUrl.replace(/^\/+|\/+$/g, '')
  return rest ? `/${locale}/${rest}` : `/${locale}`
}

/**
 * The paths in the other languages that the page's route carries in its
 * loader's data (`alternates`: a category's, a product's, a content page's),
 * the deepest route's; undefined for a route whose paths are the same under
 * every prefix.
 */
export function loaderAlternates(
  matches: readonly { data: unknown }[],
): readonly LocalizedUrl[] | undefined {
  for (const { data } of [...matches].reverse()) {
    if (data && typeof data === 'object' && 'alternates' in data && Array.isArray(data.alternates))
      return data.alternates as LocalizedUrl[]
  }
  return undefined
}

/**
 * The page at pathname in another language from its route's alternates, as
 * a render reads them (alternatePath reads what the page published once
 * shown, which a render on the server never gets to).
 */
export function alternatePathOf(
  pathname: string,
  locale: Locale,
  alternates: readonly LocalizedUrl[] | undefined,
): string {
  const own = alternates?.find((entry) => entry.locale === locale)
  return own ? entityPath(locale, own.relative_url) : localizedRoutePath(pathname, locale)
}
