import { useTranslation } from 'react-i18next'
import { PageHeading } from '@/components/ui/page-heading'
import { usePageHead } from '@/hooks/use-page-head'
import { namespace } from '@/lib/i18n'
import { routeEntries, type RouteName } from './route-manifest'

/**
 * A screen that so far shows only its translated title; the features that
 * fill each screen replace it. The head takes the same title, and the
 * route's own description where the catalog has one.
 */
export function RouteScreen({ routeName }: { routeName: RouteName }) {
  const { t, i18n } = useTranslation()
  const title = t(`routes.${routeName}.title`)
  // Optional in the catalogs, so read untyped; the server falls back to meta.description the same way.
  const description: unknown = i18n.getResource(
    i18n.language,
    namespace,
    `routes.${routeName}.description`,
  )
  usePageHead({
    kind: 'page',
    title,
    description: typeof description === 'string' ? description : undefined,
    indexable: routeEntries.find(({ name }) => name === routeName)?.index !== false,
  })

  return <PageHeading>{title}</PageHeading>
}
