import { useTranslation } from 'react-i18next'
import type { LoaderFunctionArgs } from 'react-router'
import { AppContentPage } from '@/app/content/page-blocks'
import { loadPage, useLoadedPage, type PageRouteData } from '@/app/content/load-page'
import { PageHeading } from '@/components/ui/page-heading'
import { ContactForm } from '@/features/contact/components/contact-form'
import { usePageHead } from '@/hooks/use-page-head'
import { defaultLocale, isLocale } from '@/lib/locale'
import { routeRest } from '@/lib/routes'
import type { RouteContext } from '../route-modules'

export async function loader(
  { params }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<PageRouteData> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  // The content page above the form: the site's page at the route's path in the language.
  return loadPage(queryClient, locale, routeRest('contact', locale))
}

/**
 * The contact page: the content page at its path (address, opening
 * hours, whatever the editors put there) and the contact form below it.
 * Without that page the form stands on its own under the route's title.
 */
export function Component() {
  const page = useLoadedPage()
  return (
    <div className="flex flex-col gap-12">
      {page ? <AppContentPage page={page} /> : <ContactHeading />}
      <div className="mx-auto w-full max-w-4xl">
        <ContactForm />
      </div>
    </div>
  )
}

function ContactHeading() {
  const { t } = useTranslation()
  const title = t('routes.contact.title')
  usePageHead({
    kind: 'page',
    title,
    description: t('routes.contact.description'),
    indexable: true,
  })
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeading>{title}</PageHeading>
    </div>
  )
}
