import { useTranslation } from 'react-i18next'
import { PageHeading } from '@/components/ui/page-heading'
import { ShippingInformation } from '@/features/catalog/components/shipping-information'
import { usePageHead } from '@/hooks/use-page-head'

/** Shipping costs and delivery times, from the CMS blocks until the content system supplies pages. */
export function Component() {
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
