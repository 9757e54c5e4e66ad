import type { LoaderFunctionArgs } from 'react-router'
import { AppContentPage } from '@/app/content/page-blocks'
import { loadPage, useLoadedPage, type PageRouteData } from '@/app/content/load-page'
import { notFound } from '@/features/errors/lib/route-error'
import { defaultLocale, isLocale } from '@/lib/locale'
import { routeRest } from '@/lib/routes'
import type { RouteContext } from '../route-modules'

/** The privacy policy: the site's page at the route's path in the language (service/datenschutz, service/privacy, service/confidentialite), linked from the consent notice. */
export async function loader(
  { params, request }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<PageRouteData> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  const data = await loadPage(queryClient, locale, routeRest('privacy', locale))
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer with a status
  if (!data.found) throw notFound(request)
  return data
}

export function Component() {
  const page = useLoadedPage()
  return page ? <AppContentPage page={page} /> : null
}
