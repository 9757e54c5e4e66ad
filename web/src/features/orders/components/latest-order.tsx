import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '@/hooks/use-locale'
import { formatShopDay, shopDayDateTime } from '@/lib/shop-date'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { useCustomerOrders, type CustomerOrderSummary } from '../api/get-customer-orders.commerce'
import { formatOrderMoney } from '../lib/order-format'
import { orderPath, present } from '../lib/order-view'
import { cardClassName, OrderStatus, textLinkClassName } from './order-states'

/**
 * The customer's latest order for the overview (SPEC.md section 9: the
 * probe asks for one order, newest first): its number, day, status and
 * grand total, with the way to its detail and to all orders. Nothing
 * shows while it loads, when it fails, or when there is no order yet.
 */
export function LatestOrder({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const texts = useCatalogPart('customer')
  const headingId = useId()
  const query = useCustomerOrders(
    locale,
    { currentPage: 1, pageSize: 1 },
    {
      queryConfig: {
        select: (data): CustomerOrderSummary | null =>
          present(data.customer?.orders?.items)[0] ?? null,
      },
    },
  )
  const order = query.data
  if (!texts || !order) return null

  const rows = [
    {
      term: t('orders.list.date'),
      value: (
        <time dateTime={shopDayDateTime(order.order_date)}>
          {formatShopDay(order.order_date, locale)}
        </time>
      ),
    },
    { term: t('orders.list.status'), value: <OrderStatus status={order.status} /> },
    { term: t('orders.list.total'), value: formatOrderMoney(order.total?.grand_total, locale) },
  ]
  return (
    <section aria-labelledby={headingId} className={`${cardClassName} ${className}`}>
      <h2 id={headingId} className="font-display text-xl font-semibold text-forest-900">
        {t('orders.latest.title')}
      </h2>
      <p className="mt-3 font-semibold">{t('orders.list.number', { number: order.number })}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {rows.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="mt-0.5">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-x-6">
        <Link
          to={orderPath(locale, order.number)}
          aria-label={t('orders.latest.viewOrder', { number: order.number })}
          className={textLinkClassName}
        >
          {t('orders.latest.view')}
        </Link>
        <Link to={`/${locale}/customer/orders`} className={textLinkClassName}>
          {t('orders.latest.all')}
        </Link>
      </div>
    </section>
  )
}
