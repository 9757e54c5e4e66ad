import type { QueryClient } from '@tanstack/react-query'
import { redirect, useLoaderData } from 'react-router'
import { preloadBlocks } from '@/features/content/components/block-renderer'
import { knownBlocks } from '@/features/content/lib/blocks'
import { pageQueryOptions, usePage } from '@/features/content/api/get-page.content'
import { pageRedirectQueryOptions } from '@/features/content/api/get-page-redirect.content'
import {
  firstPage,
  frameHeaderStyle,
  type ContentPageData,
  type HeaderStyle,
} from '@/features/content/lib/page'
import { useLocale } from '@/hooks/use-locale'
import type { Locale } from '@/lib/locale'
import { startUp } from '../start-up'
import { blockComponents } from './block-components'

/** What a route showing a content page by its url hands its component (and the layout, headerStyle). */
export interface PageRouteData {
  siteCode: string
  url: string
  found: boolean
  /** The page has blocks this storefront knows. */
  hasBlocks: boolean
  headerStyle: HeaderStyle
}

/**
 * The one load after the start-up (SPEC.md section 2): the site's page at
 * url in the language, and the chunks of the blocks it holds. A url the
 * page had before its slug changed moves on to the page's url now (the
 * server's 301 on a direct load); the former url never enters the history.
 */
export async function loadPage(
  queryClient: QueryClient,
  locale: Locale,
  url: string,
): Promise<PageRouteData> {
  const { siteCode } = await startUp(queryClient, locale)
  const page = firstPage(await queryClient.query(pageQueryOptions(locale, siteCode, url)))
  if (page) await preloadBlocks(blockComponents, page.blocks)
  else if (url !== '') {
    // A page's former url leads to where it is now (a 301 on a direct load).
    const { PageRedirect } = await queryClient.query(
      pageRedirectQueryOptions(locale, siteCode, url),
    )
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
    if (PageRedirect) throw redirect(`/${locale}/${PageRedirect.url}`)
  }
  return {
    siteCode,
    url,
    found: page !== null,
    hasBlocks: knownBlocks(page?.blocks).length > 0,
    headerStyle: frameHeaderStyle(page),
  }
}

/** The page the route's loader loaded, from the cache. */
export function useLoadedPage(): ContentPageData | null {
  const { siteCode, url } = useLoaderData<PageRouteData>()
  const locale = useLocale()
  const { data } = usePage(locale, siteCode, url, { queryConfig: { select: firstPage } })
  return data ?? null
}
