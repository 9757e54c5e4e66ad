import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import { PageHeading } from '@/components/ui/page-heading'
import { TotalRow } from '@/components/ui/total-row'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { isNotFoundError } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { formatShopDay, shopDayDateTime } from '@/lib/shop-date'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { pathFor } from '@/lib/routes'
import {
  useCustomerOrder,
  type CustomerOrder,
  type CustomerOrderItem,
} from '../api/get-customer-order.commerce'
import { formatOrderMoney } from '../lib/order-format'
import {
  bankDetails,
  orderAddressLines,
  orderItemQuantities,
  orderReturnPath,
  present,
  type BankDetails,
  type OrderAddress,
} from '../lib/order-view'
import { CancelOrder } from './cancel-order'
import { OrderDocuments, OrderHistory } from './order-documents'
import { OrderReturns } from './order-returns'
import {
  cardClassName,
  OrdersLoadFailed,
  OrdersLoading,
  OrderStatus,
  textLinkClassName,
} from './order-states'

const sectionHeadingClassName = 'font-display text-xl font-semibold text-forest-900'

function Card({
  title,
  children,
  className = '',
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`${cardClassName} ${className}`}>
      <h2 id={headingId} className={sectionHeadingClassName}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function AddressBlock({ address, locale }: { address: OrderAddress; locale: Locale }) {
  return (
    <p>
      {orderAddressLines(address, locale).map((text, index) => (
        // The space keeps the lines apart for screen readers, which read them as one text.
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="block">{text}</span>
        </Fragment>
      ))}
    </p>
  )
}

function ItemRow({ item, locale }: { item: CustomerOrderItem; locale: Locale }) {
  const { t } = useTranslation()
  const options = [...present(item.selected_options), ...present(item.entered_options)]
  const discounts = present(item.discounts)
  const quantities = orderItemQuantities(item)
  const name = item.product_name ?? item.product_sku
  return (
    <li className="grid gap-x-6 gap-y-2 border-t border-cream-300 py-4 first:border-t-0 first:pt-0 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0">
        <h3 className="font-semibold text-forest-900">
          {item.product_url_key ? (
            <Link
              to={`/${locale}/${item.product_url_key}`}
              className="underline-offset-2 hover:underline"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        <p className="text-sm text-ink-muted">
          {t('orders.detail.sku', { sku: item.product_sku })}
        </p>
        {item.product_url_key && (
          <Link
            to={`/${locale}/${item.product_url_key}#reviews`}
            aria-label={t('orders.detail.writeReviewOf', { name })}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900"
          >
            {t('orders.detail.writeReview')}
          </Link>
        )}
        {options.length > 0 && (
          <dl className="mt-1 text-sm">
            {options.map((option, index) => (
              <div key={`${option.label}:${String(index)}`}>
                <dt className="inline">{t('orders.detail.term', { label: option.label })} </dt>
                <dd className="inline font-medium break-words">{option.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <dl
          className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
          aria-label={t('orders.detail.quantities')}
        >
          {quantities.map(({ kind, quantity }) => (
            <div key={kind}>
              <dt className="inline text-ink-muted">
                {t('orders.detail.term', { label: t(`orders.detail.quantity.${kind}`) })}{' '}
              </dt>
              <dd className="inline font-medium tabular-nums">{quantity}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="text-sm sm:min-w-44">
        <TotalRow
          label={t('orders.detail.unitPrice')}
          value={formatOrderMoney(item.product_sale_price, locale)}
        />
        {discounts.map((discount, index) => (
          <TotalRow
            key={`${discount.label}:${String(index)}`}
            label={discount.label || t('orders.detail.discount')}
            value={`−${formatOrderMoney(discount.amount, locale)}`}
            tone="discount"
          />
        ))}
      </dl>
    </li>
  )
}

function Totals({ order, locale }: { order: CustomerOrder; locale: Locale }) {
  const { t } = useTranslation()
  const total = order.total
  const money = (value: Parameters<typeof formatOrderMoney>[0]) => formatOrderMoney(value, locale)
  return (
    <Card title={t('orders.detail.totals')}>
      <dl className="space-y-2 text-sm">
        <TotalRow label={t('orders.detail.subtotal')} value={money(total?.subtotal_incl_tax)} />
        {present(total?.discounts).map((discount, index) => (
          <TotalRow
            key={`${discount.label}:${String(index)}`}
            label={discount.label || t('orders.detail.discount')}
            value={`−${money(discount.amount)}`}
            tone="discount"
          />
        ))}
        {!order.is_virtual && (
          <TotalRow
            label={t('orders.detail.shipping')}
            value={
              total?.total_shipping.value === 0
                ? t('orders.detail.shippingFree')
                : money(total?.total_shipping)
            }
          />
        )}
        <TotalRow
          label={t('orders.detail.grandTotal')}
          value={money(total?.grand_total)}
          tone="grand"
        />
        {present(total?.taxes).map((tax) => (
          <TotalRow
            key={`${tax.title}:${String(tax.rate)}`}
            label={t('orders.detail.vat', { label: tax.title })}
            value={money(tax.amount)}
            tone="tax"
          />
        ))}
      </dl>
    </Card>
  )
}

function BankTransfer({ details, locale }: { details: BankDetails; locale: Locale }) {
  const { t } = useTranslation()
  const headingId = useId()
  const rows = [
    { term: t('orders.detail.bank.holder'), value: details.accountHolder },
    { term: t('orders.detail.bank.iban'), value: details.iban },
    { term: t('orders.detail.bank.bic'), value: details.bic },
    { term: t('orders.detail.bank.bank'), value: details.bankName },
    { term: t('orders.detail.bank.reference'), value: details.reference },
    {
      term: t('orders.detail.bank.amount'),
      value: details.amount === null ? '' : formatOrderMoney(details.amount, locale),
    },
  ].filter(({ value }) => value !== '')
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border-2 border-brass-400 bg-cream-50 p-5 sm:p-6"
    >
      <h2 id={headingId} className={sectionHeadingClassName}>
        {t('orders.detail.bank.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('orders.detail.bank.text')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(({ term, value }) => (
          <div key={term} className="contents">
            <dt className="text-sm text-ink-muted sm:text-base">{term}</dt>
            <dd className="font-medium break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Shipments({ order, locale }: { order: CustomerOrder; locale: Locale }) {
  const { t } = useTranslation()
  const shipments = present(order.shipments)
  if (shipments.length === 0) return null
  return (
    <Card title={t('orders.detail.shipments')} className="mt-6">
      <ul className="space-y-3">
        {shipments.map((shipment) => {
          const tracking = present(shipment.tracking).filter((track) => track.number)
          // When it left and, where known, when it arrived; a day the API did not give is left out.
          const shippedOn = formatShopDay(shipment.shipped_at, locale)
          const deliveredOn = formatShopDay(shipment.delivered_at, locale)
          const dates: { key: string; at: string | null; text: string }[] = []
          if (shippedOn !== '') {
            const text = t('orders.detail.shippedOn', { date: shippedOn })
            dates.push({ key: 'shipped', at: shipment.shipped_at, text })
          }
          if (deliveredOn !== '') {
            const text = t('orders.detail.deliveredOn', { date: deliveredOn })
            dates.push({ key: 'delivered', at: shipment.delivered_at, text })
          }
          return (
            <li key={shipment.id}>
              <h3 className="font-semibold text-forest-900">
                {t('orders.detail.shipment', { number: shipment.number })}
              </h3>
              {dates.length > 0 && (
                <p className="text-sm text-ink-muted">
                  {dates.map(({ key, at, text }, index) => (
                    <Fragment key={key}>
                      {index > 0 && ' · '}
                      <time dateTime={shopDayDateTime(at)}>{text}</time>
                    </Fragment>
                  ))}
                </p>
              )}
              {tracking.length > 0 ? (
                <dl className="mt-1 text-sm">
                  {tracking.map((track, index) => (
                    <div key={`${track.number ?? ''}:${String(index)}`}>
                      <dt className="inline text-ink-muted">
                        {t('orders.detail.term', {
                          label: t('orders.detail.trackingOf', {
                            carrier: track.title || track.carrier,
                          }),
                        })}{' '}
                      </dt>
                      <dd className="inline font-medium break-all">
                        {track.url ? (
                          // The carrier's page: no referrer, so the order's
                          // address does not travel with the visit.
                          <a
                            href={track.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="rounded-sm text-forest-800 underline underline-offset-2"
                          >
                            {track.number}{' '}
                            <span className="sr-only">
                              {t('orders.detail.trackingLink', {
                                carrier: track.title || track.carrier,
                              })}
                            </span>
                          </a>
                        ) : (
                          track.number
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-1 text-sm text-ink-muted">{t('orders.detail.noTracking')}</p>
              )}
            </li>
          )
        })}
      </ul>
    </Card>
  )
}

/**
 * An order as its page shows it. A guest's (found by its details or a
 * mail's link) offers what a guest may do: the withdrawal function
 * (§356a BGB), not the return and cancellation a customer's session
 * needs.
 */
export function OrderView({
  order,
  locale,
  guest = false,
}: {
  order: CustomerOrder
  locale: Locale
  guest?: boolean
}) {
  const { t } = useTranslation()
  const items = present(order.items)
  const payment = present(order.payment_methods)[0]
  const bank = bankDetails(payment)
  // Where the focus goes when the cancel button it would return to is gone.
  const statusRef = useRef<HTMLParagraphElement>(null)
  const [statusFocus, setStatusFocus] = useState(0)
  useEffect(() => {
    if (statusFocus > 0) statusRef.current?.focus()
  }, [statusFocus])
  return (
    <>
      <p
        ref={statusRef}
        tabIndex={-1}
        className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-muted outline-none"
      >
        <span>
          {t('orders.detail.placedOn', { date: formatShopDay(order.order_date, locale) })}
        </span>
        <span className="sr-only">
          {t('orders.detail.term', { label: t('orders.detail.status') })}{' '}
        </span>
        <OrderStatus status={order.status} />
      </p>
      <div className="mt-4 flex flex-wrap gap-3 empty:hidden">
        {guest ? (
          <Link to={pathFor('withdrawal', locale)} className={secondaryButtonClassName}>
            {t('orders.guest.withdraw')}
          </Link>
        ) : (
          <>
            {present(order.items_eligible_for_return).length > 0 && (
              <Link to={orderReturnPath(locale, order.number)} className={secondaryButtonClassName}>
                {t('orders.returns.start')}
              </Link>
            )}
            <CancelOrder
              order={order}
              onGone={() => {
                setStatusFocus((count) => count + 1)
              }}
            />
          </>
        )}
      </div>
      {bank && <BankTransfer details={bank} locale={locale} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card title={t('orders.detail.items')}>
          <ul>
            {items.map((item) => (
              <ItemRow key={item.id} item={item} locale={locale} />
            ))}
          </ul>
        </Card>
        <div>
          <Totals order={order} locale={locale} />
        </div>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {order.shipping_address && (
          <Card title={t('orders.detail.shippingAddress')}>
            <AddressBlock address={order.shipping_address} locale={locale} />
          </Card>
        )}
        {order.billing_address && (
          <Card title={t('orders.detail.billingAddress')}>
            <AddressBlock address={order.billing_address} locale={locale} />
          </Card>
        )}
        <Card title={t('orders.detail.delivery')}>
          <dl className="space-y-3">
            <div>
              <dt className="text-sm text-ink-muted">{t('orders.detail.shippingMethod')}</dt>
              <dd>
                {order.is_virtual ? t('orders.detail.noShipping') : (order.shipping_method ?? '')}
              </dd>
            </div>
            {payment && (
              <div>
                <dt className="text-sm text-ink-muted">{t('orders.detail.paymentMethod')}</dt>
                <dd>{payment.name}</dd>
              </div>
            )}
          </dl>
        </Card>
      </div>
      <Shipments order={order} locale={locale} />
      <OrderReturns order={order} locale={locale} />
      {(present(order.invoices).length > 0 ||
        present(order.credit_memos).length > 0 ||
        present(order.comments).length > 0) && (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <OrderDocuments order={order} locale={locale} />
          <OrderHistory order={order} locale={locale} />
        </div>
      )}
    </>
  )
}

/** No such order in the customer's account: unknown, or someone else's (the API says the same). */
function OrderNotFound({ number, locale }: { number: string; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <div className="mt-8 max-w-xl">
      <p className="text-lg">{t('orders.notFound.text', { number })}</p>
      <Link to={`/${locale}/customer/orders`} className={`${buttonClassName} mt-6`}>
        {t('orders.notFound.link')}
      </Link>
    </div>
  )
}

/**
 * /{lang}/customer/orders/{number}: one of the customer's orders with its
 * items, totals, addresses, shipping and payment (with the bank details
 * while a bank transfer is awaited), shipments with their dates and
 * tracking, returns with their status and label, the way to return items
 * while some are eligible, the way to cancel it before anything ships, the
 * invoice and credit notes to download and the order's history. An unknown number and
 * another customer's show the same not-found state, as the API answers
 * them alike.
 */
export function OrderDetail({ number }: { number: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const texts = useCatalogPart('customer')
  const query = useCustomerOrder(locale, number, {
    queryConfig: {
      select: (data) => present(data.customer?.orders?.items)[0] ?? null,
      // Not found is an answer, not a failure to retry.
      retry: (count, error) => !isNotFoundError(error) && count < 2,
    },
  })
  const order = query.data
  const notFound = order === null || isNotFoundError(query.error)
  const heading = !texts
    ? t('routes.customer-order.title')
    : notFound
      ? t('orders.notFound.title')
      : t('orders.detail.heading', { number })
  usePageHead(
    notFound
      ? { kind: 'error', title: heading }
      : { kind: 'page', title: [heading, t('routes.customer-orders.title')], indexable: false },
  )

  return (
    <div className="pb-12">
      {!notFound && (
        // The not-found state has its own way back, as a button.
        <Link to={`/${locale}/customer/orders`} className={`${textLinkClassName} mb-2`}>
          <span aria-hidden="true" className="mr-1">
            ‹
          </span>
          {texts ? t('orders.detail.back') : t('routes.customer-orders.title')}
        </Link>
      )}
      <PageHeading>{heading}</PageHeading>
      {!texts ? null : order ? (
        <OrderView order={order} locale={locale} />
      ) : notFound ? (
        <OrderNotFound number={number} locale={locale} />
      ) : query.isPending ? (
        <OrdersLoading />
      ) : (
        <OrdersLoadFailed onRetry={() => void query.refetch()} />
      )}
    </div>
  )
}
