import { useTranslation } from 'react-i18next'
import type { LoaderFunctionArgs } from 'react-router'
import { AppContentPage } from '@/app/content/page-blocks'
import { loadPage, useLoadedPage, type PageRouteData } from '@/app/content/load-page'
import { PageHeading } from '@/components/ui/page-heading'
import { ShippingInformation } from '@/features/catalog/components/shipping-information'
import { usePageHead } from '@/hooks/use-page-head'
import { defaultLocale, isLocale } from '@/lib/locale'
import { routeRest } from '@/lib/routes'
import type { RouteContext } from '../route-modules'

/** Shipping and payment: the site's page at the route's path in the language (service/versand, service/shipping, service/livraison). */
export function loader(
  { params }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<PageRouteData> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  return loadPage(queryClient, locale, routeRest('shipping', locale))
}

export function Component() {
  const page = useLoadedPage()
  return page ? <AppContentPage page={page} /> : <ShippingFromCatalogue />
}

/**
 * Without a content page, the shipping costs and delivery times the
 * catalogue keeps as CMS blocks; the price notes link here either way.
 */
function ShippingFromCatalogue() {
  const { t } = useTranslation()
  const title = t('routes.shipping.title')
  usePageHead({ kind: 'page', title, indexable: true })
  return (
    <div>
      <PageHeading>{title}</PageHeading>
      <div className="mt-8">
        <ShippingInformation />
      </div>
    </div>
  )
}
