import { useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { publishAlternates, type LocalizedUrl } from '@/lib/alternates'
import { applyHead, composeTitle, entityHeadLinks, headLinks } from '@/lib/head'
import { useSiteName } from '@/lib/site-identity'
import { useLocale } from './use-locale'

export type PageHead =
  | {
      kind: 'page'
      /** The page's own title parts, most specific first; the site name is appended. */
      title: string | readonly string[]
      /** Falls back to the shop's description. */
      description?: string
      /** false for routes marked `"index": false` in routes.json. */
      indexable: boolean
      /**
       * A category's or product's path in each language: canonical and
       * hreflang follow them, and so does the language menu.
       */
      alternates?: readonly LocalizedUrl[]
    }
  | {
      /** Error screens: noindex, no description, no canonical or alternates. */
      kind: 'error'
      title: string
    }

/**
 * Keeps title, description, robots, canonical and hreflang links in step
 * with the screen after client-side navigation, as the server renders them
 * for the first load.
 */
export function usePageHead(head: PageHead): void {
  const { t } = useTranslation()
  const locale = useLocale()
  const { pathname } = useLocation()
  const siteName = useSiteName(t('meta.siteName'))
  const shopDescription = t('meta.description')
  const titleParts = typeof head.title === 'string' ? [head.title] : head.title
  const title = composeTitle(titleParts, siteName)
  const isPage = head.kind === 'page'
  const description = isPage ? (head.description ?? shopDescription) : undefined
  const indexable = isPage && head.indexable
  const alternates = isPage ? head.alternates : undefined

  // A layout effect: title and links change in the same frame as the page.
  useLayoutEffect(() => {
    const origin = window.location.origin
    const links = alternates
      ? entityHeadLinks(origin, locale, alternates)
      : headLinks(origin, pathname, locale)
    applyHead({ title, description, links: isPage ? links : undefined, indexable })
    publishAlternates(pathname, alternates)
  }, [title, description, isPage, indexable, pathname, locale, alternates])
}
