import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  buttonClassName,
  cardClassName,
  secondaryButtonClassName,
} from '@/components/ui/button-styles'
import { DownloadLink } from '@/components/ui/download-link'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { orderPagePath } from '../lib/return-format'

/**
 * A carrier's prepaid return label: the carrier's name and its shipment
 * number. The shop pays the postage.
 */
export interface PrepaidLabel {
  carrier: string
  trackingNumber: string
}

/**
 * Where the return label stands: on its way, there (its link, and the
 * carrier's shipment when it is a prepaid label; without one it is a
 * reference sheet and the postage is the customer's), or not to be had
 * here.
 */
export type ReturnLabel =
  | { status: 'loading' }
  | { status: 'ready'; url: string; prepaid?: PrepaidLabel | null }
  | { status: 'missing' }

/**
 * /{lang}/customer/orders/{number}/return/success/{reference}: the
 * return's reference, its label (a plain link to the server's PDF, not
 * the router's: the server answers a file), what to do next and the ways
 * back to the order and the orders. The label's link comes from the
 * order's returns, which the app reads and hands in (`label`).
 */
export function ReturnSuccess({
  number,
  reference,
  label,
}: {
  number: string
  reference: string
  label: ReturnLabel
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const texts = useCatalogPart('returns')
  const nextId = useId()
  const heading = t('routes.customer-order-return-success.title')
  usePageHead({ kind: 'page', title: heading, indexable: false })
  const prepaid = label.status === 'ready' ? (label.prepaid ?? null) : null
  // What is true of this label: the carrier's, its postage paid by the
  // shop, or the reference sheet, the postage the customer's.
  const steps = prepaid
    ? [
        t('returns.success.prepaid.next1', { carrier: prepaid.carrier }),
        t('returns.success.next2'),
        t('returns.success.prepaid.next3', { carrier: prepaid.carrier }),
        t('returns.success.next4'),
      ]
    : [
        t('returns.success.next1'),
        t('returns.success.next2'),
        t('returns.success.next3'),
        t('returns.success.next4'),
      ]

  return (
    <div className="pb-12">
      <PageHeading>{heading}</PageHeading>
      {texts && (
        <>
          <div className="mt-6 max-w-2xl rounded-xl border-2 border-forest-700/30 bg-cream-50 p-5 sm:p-6">
            <p className="text-ink-muted">{t('returns.success.reference')}</p>
            <p className="mt-1 font-display text-2xl font-semibold break-all text-forest-900 tabular-nums">
              {reference}
            </p>
            <p className="mt-3">
              {prepaid
                ? t('returns.success.prepaid.text', { carrier: prepaid.carrier })
                : t('returns.success.text')}
            </p>
            {prepaid ? (
              <p className="mt-2">
                {t('returns.success.prepaid.tracking', { carrier: prepaid.carrier })}{' '}
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {prepaid.trackingNumber}
                </span>
              </p>
            ) : (
              label.status === 'ready' && <p className="mt-2">{t('returns.success.postage')}</p>
            )}
            <div className="mt-4">
              {label.status === 'ready' ? (
                <DownloadLink href={label.url} className={buttonClassName}>
                  {prepaid
                    ? t('returns.success.prepaid.label', { carrier: prepaid.carrier, reference })
                    : t('returns.success.label', { reference })}
                </DownloadLink>
              ) : label.status === 'loading' ? (
                <p role="status" className="text-ink-muted">
                  {t('returns.success.labelLoading')}
                </p>
              ) : (
                <p className="text-ink-muted">{t('returns.success.labelMissing')}</p>
              )}
            </div>
          </div>
          <section aria-labelledby={nextId} className={`${cardClassName} mt-6 max-w-2xl`}>
            <h2 id={nextId} className="font-display text-xl font-semibold text-forest-900">
              {t('returns.success.nextTitle')}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={orderPagePath(locale, number)} className={secondaryButtonClassName}>
              {t('returns.success.toOrder', { number })}
            </Link>
            <Link to={`/${locale}/customer/orders`} className={secondaryButtonClassName}>
              {t('returns.success.toOrders')}
            </Link>
          </div>
        </>
      )}
    </div>
  )
}
