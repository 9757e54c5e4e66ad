import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DownloadLink } from '@/components/ui/download-link'
import type { Locale } from '@/lib/locale'
import { formatShopDay, shopDayDateTime } from '@/lib/shop-date'
import type { CustomerOrder } from '../api/get-customer-order.commerce'
import { present, returnStatusKind, type ReturnStatusKind } from '../lib/order-view'
import { cardClassName } from './order-states'

const sectionHeadingClassName = 'font-display text-xl font-semibold text-forest-900'

const statusClassNames: Record<ReturnStatusKind, string> = {
  requested: 'bg-cream-200 text-forest-900',
  received: 'bg-forest-800/10 text-forest-900',
  refunded: 'bg-forest-800 text-cream-50',
  refused: 'bg-red-800/10 text-red-800',
  other: 'bg-cream-200 text-forest-900',
}

/** A return's status in words (requested, received, refunded, refused). */
function ReturnStatus({ status }: { status: string }) {
  const { t } = useTranslation()
  const kind = returnStatusKind(status)
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${statusClassNames[kind]}`}
    >
      <span className="sr-only">
        {t('orders.detail.term', { label: t('orders.returns.status') })}{' '}
      </span>
      {t(`orders.returns.statuses.${kind}`)}
    </span>
  )
}

/**
 * The order's returns, newest first: each with its reference, when it was
 * requested, its status in words, its items with quantity and reason, and
 * its label (a plain link to the server's PDF: the carrier's prepaid label,
 * with its shipment number shown, or the reference sheet). Nothing before
 * the first.
 */
export function OrderReturns({ order, locale }: { order: CustomerOrder; locale: Locale }) {
  const { t } = useTranslation()
  const headingId = useId()
  const returns = present(order.returns?.items)
  if (returns.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={`${cardClassName} mt-6`}>
      <h2 id={headingId} className={sectionHeadingClassName}>
        {t('orders.returns.title')}
      </h2>
      <ul className="mt-3 space-y-5">
        {returns.map((entry) => (
          <li
            key={entry.uid}
            className="border-t border-cream-300 pt-4 first:border-t-0 first:pt-0"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-semibold text-forest-900">
                {t('orders.returns.return', { number: entry.number })}
              </h3>
              <ReturnStatus status={entry.status} />
            </div>
            <p className="text-sm text-ink-muted">
              <time dateTime={shopDayDateTime(entry.created_at)}>
                {t('orders.returns.requestedOn', {
                  date: formatShopDay(entry.created_at, locale),
                })}
              </time>
            </p>
            <ul className="mt-2 space-y-1 text-sm" aria-label={t('orders.returns.items')}>
              {present(entry.items).map((item) => (
                <li key={item.uid}>
                  <span className="font-medium">
                    {t('orders.returns.item', {
                      count: item.request_quantity,
                      name: item.order_item.product_name ?? item.order_item.product_sku,
                    })}
                  </span>
                  {item.reason && (
                    <span className="text-ink-muted">
                      {' – '}
                      {t('orders.returns.reason', { reason: item.reason.label })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {present(entry.shipping?.tracking).map((tracking) => (
              <p key={tracking.uid} className="mt-2 text-sm">
                {t('orders.returns.tracking', { carrier: tracking.carrier.label })}{' '}
                <span className="font-medium whitespace-nowrap tabular-nums">
                  {tracking.tracking_number}
                </span>
              </p>
            ))}
            <div className="mt-1">
              <DownloadLink href={entry.label_url}>
                {entry.prepaid_label
                  ? t('orders.returns.prepaidLabel', {
                      number: entry.number,
                      carrier: present(entry.shipping?.tracking)[0]?.carrier.label ?? '',
                    })
                  : t('orders.returns.label', { number: entry.number })}
              </DownloadLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
