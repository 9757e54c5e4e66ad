import type { GetPageQuery, PageFieldsFragment } from '@/gql-content/graphql'
import type { LocalizedUrl } from '@/lib/alternates'

/** A content page as the content API sends it. */
export type ContentPageData = PageFieldsFragment

export type HeaderStyle = ContentPageData['headerStyle']
export type PageLayout = ContentPageData['layout']

/** The page a GetPage answer holds, or null. */
export function firstPage(result: Pick<GetPageQuery, 'Pages'>): ContentPageData | null {
  return result.Pages?.docs[0] ?? null
}

/** A page's url in each language, as the head and the language menu take them. */
export function pageAlternates(page: Pick<ContentPageData, 'alternates'>): LocalizedUrl[] {
  return page.alternates.map(({ locale, url }) => ({ locale, relative_url: url }))
}

/** Whether robots directives keep the page out of search engines. */
export function isIndexable(robots: string | null | undefined): boolean {
  return !/\bnoindex\b/i.test(robots ?? '')
}

/**
 * The header style a page gets: a transparent header needs a hero to lie
 * over; over anything else it would hide the page's start, so it falls
 * back to the default there.
 */
export function frameHeaderStyle(page: ContentPageData | null | undefined): HeaderStyle {
  if (!page) return 'default'
  if (page.headerStyle !== 'transparent') return page.headerStyle
  const [first] = page.blocks
  return first?.__typename === 'TeaserBlock' && first.teaserLayout === 'hero'
    ? 'transparent'
    : 'default'
}
