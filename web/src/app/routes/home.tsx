import { useTranslation } from 'react-i18next'
import type { LoaderFunctionArgs } from 'react-router'
import { AppContentPage } from '@/app/content/page-blocks'
import { loadPage, useLoadedPage, type PageRouteData } from '@/app/content/load-page'
import { knownBlocks } from '@/features/content/lib/blocks'
import { defaultLocale, isLocale } from '@/lib/locale'
import type { RouteContext } from '../route-modules'
import type * as CatalogueHomeModule from '../content/catalogue-home'
import { startUp } from '../start-up'

// Its own chunk, loaded only for a site without a home page.
let catalogueHome: typeof CatalogueHomeModule | undefined

/**
 * The home page is the site's page with the empty url. When the content
 * system cannot be reached, the shop still opens with its own home.
 */
export async function loader(
  { params }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<PageRouteData> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  let data: PageRouteData
  try {
    data = await loadPage(queryClient, locale, '')
  } catch {
    const { siteCode } = await startUp(queryClient, locale)
    data = { siteCode, url: '', found: false, hasBlocks: false, headerStyle: 'default' }
  }
  if (!data.hasBlocks) catalogueHome = await import('../content/catalogue-home')
  return data
}

/**
 * The page's blocks, as the shop's editors arranged them; the catalogue's
 * own home (the shop's promise, the top categories, the newest products)
 * only where the site has no home page with blocks.
 */
export function Component() {
  const { t } = useTranslation()
  const page = useLoadedPage()
  if (page && knownBlocks(page.blocks).length > 0) {
    return <AppContentPage page={page} breadcrumbs={false} headTitle={t('routes.home.title')} />
  }
  return catalogueHome ? <catalogueHome.CatalogueHome /> : null
}
