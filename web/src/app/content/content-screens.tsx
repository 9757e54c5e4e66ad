import type { QueryClient } from '@tanstack/react-query'
import {
  contentBySlugOrUrlQueryOptions,
  useContentBySlugOrUrl,
} from '@/features/content/api/get-content-by-slug-or-url.content'
import { preloadBlocks } from '@/features/content/components/block-renderer'
import { frameHeaderStyle, pageAlternates, type HeaderStyle } from '@/features/content/lib/page'
import { salesEventQueryOptions } from '@/features/flash-sale/api/get-sales-event-by-slug.content'
import { SalesEventSplash } from '@/features/flash-sale/components/sales-event-splash'
import { useLocale } from '@/hooks/use-locale'
import type { LocalizedUrl } from '@/lib/alternates'
import type { Locale } from '@/lib/locale'
import { blockComponents } from './block-components'
import { AppContentPage, PageBlocks } from './page-blocks'

/** A content page the catch-all found; headerStyle goes to the layout. */
export interface ContentPageFound {
  siteCode: string
  url: string
  accessKey: string | null
  headerStyle: HeaderStyle
  /** The page in the other languages (the language links read them from the loader's data). */
  alternates: LocalizedUrl[]
}

/** A sales event the catch-all found at its slug. */
export interface SaleFound {
  slug: string
  accessKey: string | null
}

/**
 * Asks the content system what a path the catalogue does not know is
 * (GetContentBySlugOrUrl): a page of the site by its url, or a sales event
 * by its slug, whose splash page then loads (GetSalesEventBySlug), or a
 * page's former url, which leads to the page's url now. The chunks of the
 * blocks it shows load with it. null: none of them.
 */
export async function loadContent(
  queryClient: QueryClient,
  locale: Locale,
  siteCode: string,
  path: string,
  accessKey: string | null,
): Promise<
  | { type: 'content'; page: ContentPageFound }
  | { type: 'sale'; sale: SaleFound }
  | { type: 'redirect'; url: string }
  | null
> {
  const found = await queryClient.query(
    contentBySlugOrUrlQueryOptions(locale, siteCode, path, accessKey),
  )
  const page = found.Pages?.docs[0]
  if (page) {
    await preloadBlocks(blockComponents, page.blocks)
    return {
      type: 'content',
      page: {
        siteCode,
        url: path,
        accessKey,
        headerStyle: frameHeaderStyle(page),
        alternates: pageAlternates(page),
      },
    }
  }
  // A page's former url leads to where it is now (a 301 on a direct load).
  if (found.PageRedirect) return { type: 'redirect', url: found.PageRedirect.url }
  const sale = found.SalesEvents?.docs[0]
  if (!sale) return null
  const splash = await queryClient.query(salesEventQueryOptions(locale, sale.slug, accessKey))
  const event = splash.SalesEvents?.docs[0]
  if (!event) return null
  await preloadBlocks(blockComponents, event.blocks)
  return { type: 'sale', sale: { slug: sale.slug, accessKey } }
}

export function FoundContentPage({ siteCode, url, accessKey }: ContentPageFound) {
  const locale = useLocale()
  const { data: page } = useContentBySlugOrUrl(locale, siteCode, url, accessKey, {
    queryConfig: { select: (result) => result.Pages?.docs[0] ?? null },
  })
  return page ? <AppContentPage page={page} /> : null
}

export function FoundSale({ slug, accessKey }: SaleFound) {
  return (
    <SalesEventSplash
      slug={slug}
      saleKey={accessKey}
      renderBlocks={(blocks) => <PageBlocks blocks={blocks} firstOpensPage={false} />}
    />
  )
}
