import { entityPath, type LocalizedUrl } from './alternates'
import { defaultLocale, locales, type Locale } from './locale'
import { localizedRoutePath } from './routes'

/** SPEC.md section 9: the parts of a title are joined with '|'. */
export const titleSeparator = ' | '

/** `['Warenkorb']` → `Warenkorb | Paddock`; empty parts are dropped. */
export function composeTitle(parts: readonly string[], siteName: string): string {
  return [...parts, siteName].filter((part) => part.trim() !== '').join(titleSeparator)
}

export interface HeadLinks {
  canonical: string
  alternates: { hreflang: string; href: string }[]
}

/**
 * The canonical and alternate-language links of a page, as the server
 * renders them: the route's path in each language (for most routes the same
 * path under each prefix), and x-default pointing to the German page.
 */
export function headLinks(origin: string, pathname: string, locale: Locale): HeadLinks {
  const url = (lang: Locale) => `${origin}${localizedRoutePath(pathname, lang)}`
  return {
    canonical: url(locale),
    alternates: [
      ...locales.map((lang) => ({ hreflang: lang, href: url(lang) })),
      { hreflang: 'x-default', href: url(defaultLocale) },
    ],
  }
}

/**
 * The links of a category or product page: each language's own path from
 * the API's alternates, x-default the German one, as the server renders
 * them. A language the entity lacks is left out.
 */
export function entityHeadLinks(
  origin: string,
  locale: Locale,
  alternates: readonly LocalizedUrl[],
): HeadLinks | undefined {
  const paths = new Map(
    alternates.map(({ locale, relative_url }) => [locale, entityPath(locale, relative_url)]),
  )
  const own = paths.get(locale)
  if (!own) return undefined
  const url = (path: string) => `${origin}${path}`
  const alternateLinks: HeadLinks['alternates'] = locales.flatMap((lang) => {
    const path = paths.get(lang)
    return path ? [{ hreflang: lang, href: url(path) }] : []
  })
  const fallback = paths.get(defaultLocale)
  if (fallback) alternateLinks.push({ hreflang: 'x-default', href: url(fallback) })
  return { canonical: url(own), alternates: alternateLinks }
}

/** What the head of one page says; a missing part is removed from the head. */
export interface HeadState {
  title: string
  description?: string
  /** None on error pages, as on the server's. */
  links?: HeadLinks
  /** false adds robots noindex. */
  indexable: boolean
}

/**
 * Brings the head the server rendered in line with the current page after a
 * client-side navigation. Tags are replaced, never added twice.
 */
export function applyHead(
  { title, description, links, indexable }: HeadState,
  doc: Document = document,
): void {
  doc.title = title
  setMeta(doc, 'description', description)
  setMeta(doc, 'robots', indexable ? undefined : 'noindex, follow')
  doc.head
    .querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')
    .forEach((link) => {
      link.remove()
    })
  if (!links) return
  doc.head.append(
    createLink(doc, 'canonical', links.canonical),
    ...links.alternates.map(({ hreflang, href }) => {
      const link = createLink(doc, 'alternate', href)
      link.hreflang = hreflang
      return link
    }),
  )
}

function setMeta(doc: Document, name: string, content: string | undefined): void {
  const existing = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (content === undefined) {
    existing?.remove()
    return
  }
  const meta = existing ?? doc.head.appendChild(doc.createElement('meta'))
  meta.name = name
  meta.content = content
}

function createLink(doc: Document, rel: string, href: string): HTMLLinkElement {
  const link = doc.createElement('link')
  link.rel = rel
  link.href = href
  return link
}
