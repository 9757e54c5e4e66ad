import { useTranslation } from 'react-i18next'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { useCustomer } from '../api/get-customer.commerce'
import { ChangeEmailForm } from './change-email-form'
import { ChangePasswordForm } from './change-password-form'
import { CustomerLoadFailed, CustomerLoading } from './customer-states'
import { PersonalDataForm } from './personal-data-form'

/** What a change on this page may change of how the customer is known elsewhere (the header). */
export interface CustomerIdentity {
  email?: string
  firstname?: string
  lastname?: string
}

/**
 * /{lang}/customer/data: the personal data, the password and the email
 * address, a form each (SPEC.md section 2). The title shows at once; the
 * forms once the customer's data and the texts are there, which load side
 * by side. `onIdentityChanged` gets changed names once the server has them
 * (the app keeps the session's user, which the header greets, in step); a
 * new address changes nothing here until its mailed link confirms it.
 */
export function CustomerDataPage({
  onIdentityChanged,
}: {
  onIdentityChanged?: (changed: CustomerIdentity) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const title = t('routes.customer-data.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const texts = useCatalogPart(['forms', 'customer'])
  const query = useCustomer(locale, { queryConfig: { select: (data) => data.customer } })
  const customer = query.data

  return (
    <div className="max-w-3xl">
      <PageHeading>{title}</PageHeading>
      {!texts ? null : customer ? (
        <div className="mt-8 flex flex-col gap-8">
          <PersonalDataForm customer={customer} onChanged={onIdentityChanged} />
          <ChangePasswordForm />
          <ChangeEmailForm currentEmail={customer.email ?? ''} />
        </div>
      ) : query.isPending ? (
        <CustomerLoading />
      ) : (
        <CustomerLoadFailed onRetry={() => void query.refetch()} />
      )}
    </div>
  )
}
