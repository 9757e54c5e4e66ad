import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import type { Locale } from '@/lib/locale'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { useCustomer, type Customer, type CustomerAddress } from '../api/get-customer.commerce'
import { AddressLines } from './address-lines'
import {
  cardClassName,
  CustomerLoadFailed,
  CustomerLoading,
  textLinkClassName,
} from './customer-states'

/** The address book's path, opening an address's form (or a new one's) at once. */
export function addressFormPath(locale: Locale, address: CustomerAddress | 'new') {
  return `/${locale}/customer/addresses?edit=${address === 'new' ? 'new' : String(address.id)}`
}

function OverviewCard({
  title,
  children,
  action,
}: {
  title: string
  children: ReactNode
  action: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`${cardClassName} flex flex-col`}>
      <h2 id={headingId} className="font-display text-xl font-semibold text-forest-900">
        {title}
      </h2>
      <div className="mt-3 flex-1">{children}</div>
      <div className="mt-3">{action}</div>
    </section>
  )
}

function PersonalDataCard({ customer, locale }: { customer: Customer; locale: Locale }) {
  const { t } = useTranslation()
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ')
  const rows = [
    { term: t('customer.overview.name'), value: name },
    { term: t('customer.overview.email'), value: customer.email ?? '' },
    {
      term: t('customer.overview.newsletter'),
      value: customer.is_subscribed
        ? t('customer.overview.subscribed')
        : t('customer.overview.notSubscribed'),
    },
  ]
  return (
    <OverviewCard
      title={t('customer.overview.personalData')}
      action={
        <Link to={`/${locale}/customer/data`} className={textLinkClassName}>
          {t('customer.overview.editData')}
        </Link>
      }
    >
      <dl className="space-y-2">
        {rows.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </OverviewCard>
  )
}

/** The default addresses: one card when one address is the default for both. */
function DefaultAddressCards({ customer, locale }: { customer: Customer; locale: Locale }) {
  const { t } = useTranslation()
  const addresses = (customer.addresses ?? []).filter((a): a is CustomerAddress => a !== null)
  const billing = addresses.find((a) => a.default_billing)
  const shipping = addresses.find((a) => a.default_shipping)
  const editLink = (address: CustomerAddress, title: string) => (
    <Link
      to={addressFormPath(locale, address)}
      aria-label={t('customer.overview.editAddressOf', { title })}
      className={textLinkClassName}
    >
      {t('customer.overview.editAddress')}
    </Link>
  )
  const card = (address: CustomerAddress, title: string) => (
    <OverviewCard key={title} title={title} action={editLink(address, title)}>
      <AddressLines address={address} locale={locale} />
    </OverviewCard>
  )

  if (!billing && !shipping) {
    return (
      <OverviewCard
        title={t('customer.overview.defaultBoth')}
        action={
          <Link to={addressFormPath(locale, 'new')} className={textLinkClassName}>
            {t('customer.overview.addAddress')}
          </Link>
        }
      >
        <p className="text-ink-muted">{t('customer.overview.noAddress')}</p>
      </OverviewCard>
    )
  }
  if (billing && billing.id === shipping?.id)
    return card(billing, t('customer.overview.defaultBoth'))
  return (
    <>
      {billing && card(billing, t('customer.overview.defaultBilling'))}
      {shipping && card(shipping, t('customer.overview.defaultShipping'))}
    </>
  )
}

/**
 * /{lang}/customer: a greeting, the latest order (given by the app, which
 * composes the orders feature in; it spans the grid's width and shows
 * nothing when there is no order), the personal data and the default
 * addresses, each with the way to change it; the area's navigation is
 * beside it (the layout's). The title shows at once; the rest once the
 * customer's data and the area's texts are there, which load side by side.
 */
export function CustomerOverview({ latestOrder }: { latestOrder?: ReactNode }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const title = t('routes.customer.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const texts = useCatalogPart('customer')
  const query = useCustomer(locale, { queryConfig: { select: (data) => data.customer } })
  const customer = query.data
  const firstname = customer?.firstname?.trim()

  return (
    <div>
      <PageHeading>
        {texts && firstname ? t('customer.overview.greeting', { name: firstname }) : title}
      </PageHeading>
      {!texts ? null : customer ? (
        <>
          <p className="mt-4 max-w-2xl text-ink-muted">{t('customer.overview.intro')}</p>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            {latestOrder}
            <PersonalDataCard customer={customer} locale={locale} />
            <DefaultAddressCards customer={customer} locale={locale} />
          </div>
        </>
      ) : query.isPending ? (
        <CustomerLoading />
      ) : (
        <CustomerLoadFailed onRetry={() => void query.refetch()} />
      )}
    </div>
  )
}
