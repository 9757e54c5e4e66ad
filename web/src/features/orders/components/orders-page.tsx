import { keepPreviousData } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { PageHeading } from '@/components/ui/page-heading'
import { Pagination } from '@/components/ui/pagination'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import type { Locale } from '@/lib/locale'
import { formatShopDay, shopDayDateTime } from '@/lib/shop-date'
import { useCatalogPart } from '@/lib/use-catalog-part'
import {
  ordersPageSize,
  useCustomerOrders,
  type CustomerOrderSummary,
} from '../api/get-customer-orders.commerce'
import { formatOrderMoney } from '../lib/order-format'
import { orderPath, orderQuantity } from '../lib/order-view'
import { OrdersLoadFailed, OrdersLoading, OrderStatus, textLinkClassName } from './order-states'

/** The page of the URL's ?page=n; 1 for none or anything that is no page number. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The list's address of a page: the first page without ?page. */
export function ordersPagePath(locale: Locale, page: number): string {
  const base = `/${locale}/customer/orders`
  return page > 1 ? `${base}?page=${String(page)}` : base
}

function OrderRow({ order, locale }: { order: CustomerOrderSummary; locale: Locale }) {
  const { t } = useTranslation()
  const count = orderQuantity(order.items)
  const cells = [
    {
      term: t('orders.list.date'),
      value: (
        <time dateTime={shopDayDateTime(order.order_date)}>
          {formatShopDay(order.order_date, locale)}
        </time>
      ),
    },
    { term: t('orders.list.status'), value: <OrderStatus status={order.status} /> },
    { term: t('orders.list.items'), value: t('orders.list.itemCount', { count }) },
    { term: t('orders.list.total'), value: formatOrderMoney(order.total?.grand_total, locale) },
  ]
  return (
    <li className="rounded-xl border border-cream-300 bg-cream-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-display text-lg font-semibold text-forest-900">
          {t('orders.list.number', { number: order.number })}
        </h3>
        <Link
          to={orderPath(locale, order.number)}
          aria-label={t('orders.list.viewOrder', { number: order.number })}
          className={textLinkClassName}
        >
          {t('orders.list.view')}
        </Link>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {cells.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="mt-0.5">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}

/** No orders yet: a way into the shop. */
function NoOrders({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <div className="mt-8 max-w-xl">
      <h2 className="font-display text-2xl font-semibold text-forest-900">
        {t('orders.empty.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('orders.empty.text')}</p>
      <Link to={`/${locale}`} className={`${buttonClassName} mt-6`}>
        {t('orders.empty.link')}
      </Link>
    </div>
  )
}

/**
 * /{lang}/customer/orders: the customer's orders, newest first, ten a page
 * (SPEC.md section 9), the page in the URL (?page=n) and SPEC's pagination
 * beneath; each order with its number, day, status, item count and grand
 * total and a link to its detail. While the next page loads, the one before
 * stays; once it is there, focus moves to the list's heading, so keyboard
 * and screen reader users start at the new orders.
 */
export function OrdersPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const title = t('routes.customer-orders.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const texts = useCatalogPart('customer')
  const [search] = useSearchParams()
  const page = pageFromSearch(search)
  const query = useCustomerOrders(
    locale,
    { currentPage: page, pageSize: ordersPageSize },
    { queryConfig: { select: (data) => data.customer?.orders, placeholderData: keepPreviousData } },
  )
  const orders = query.data
  const items = (orders?.items ?? []).filter((o): o is CustomerOrderSummary => o !== null)
  const total = orders?.total_count ?? 0
  const pageCount = Math.max(orders?.page_info?.total_pages ?? 1, 1)
  const shownPage = orders?.page_info?.current_page ?? page

  const heading = useRef<HTMLHeadingElement>(null)
  const shownBefore = useRef(page)
  useEffect(() => {
    if (query.isPlaceholderData || !orders) return
    if (shownBefore.current !== page) heading.current?.focus()
    shownBefore.current = page
  }, [page, orders, query.isPlaceholderData])

  return (
    <div className="pb-12">
      <PageHeading>{title}</PageHeading>
      {!texts ? null : orders ? (
        total === 0 ? (
          <NoOrders locale={locale} />
        ) : (
          <section aria-labelledby="orders-list-heading" className="mt-8">
            <h2
              id="orders-list-heading"
              ref={heading}
              tabIndex={-1}
              className="font-display text-xl font-semibold text-forest-900 focus:outline-none"
            >
              {t('orders.list.heading', { count: total })}
              {pageCount > 1 && (
                <span className="ml-2 text-base font-normal text-ink-muted">
                  {t('orders.list.pageOf', { page: shownPage, count: pageCount })}
                </span>
              )}
            </h2>
            {items.length > 0 ? (
              <ol className="mt-4 space-y-3" aria-busy={query.isPlaceholderData || undefined}>
                {items.map((order) => (
                  <OrderRow key={order.id} order={order} locale={locale} />
                ))}
              </ol>
            ) : (
              <p className="mt-4">
                {t('orders.list.noSuchPage')}{' '}
                <Link to={ordersPagePath(locale, 1)} className={textLinkClassName}>
                  {t('orders.list.firstPage')}
                </Link>
              </p>
            )}
            <Pagination
              className="mt-8"
              page={shownPage}
              pageCount={pageCount}
              hrefFor={(n) => ordersPagePath(locale, n)}
              labels={{
                navigation: t('orders.pagination.label'),
                previous: t('orders.pagination.previous'),
                next: t('orders.pagination.next'),
                page: (n) => t('orders.pagination.page', { page: n }),
              }}
            />
          </section>
        )
      ) : query.isPending ? (
        <OrdersLoading />
      ) : (
        <OrdersLoadFailed onRetry={() => void query.refetch()} />
      )}
    </div>
  )
}
