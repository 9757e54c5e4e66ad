import { useQuery } from '@tanstack/react-query'
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { CheckIcon } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { countryName } from '@/lib/address'
import { formatMoney } from '@/lib/money'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { checkoutOrderQueryOptions, type CheckoutOrder } from '../api/get-checkout-order.commerce'
import { placedCart } from '../lib/placed-cart'
import { AddressText } from './summary-step'

/** The placed cart changes only by placing an order, which leaves this page. */
const subscribeNothing = () => () => undefined

type Money = { value: number | null; currency: string | null } | null | undefined
type OrderAddress = NonNullable<CheckoutOrder['billing_address']>

/** Who the registration offer starts with: the order's name and email address. */
export interface RegistrationPrefill {
  firstname: string
  lastname: string
  email: string
}

export interface SuccessPageProps {
  /** Whether a customer is signed in; undefined until the session is known. */
  signedIn: boolean | undefined
  /** The registration form, prefilled (the account feature's, composed by the app). */
  renderRegistration: (prefill: RegistrationPrefill, headingId: string) => ReactNode
}

/**
 * `/{lang}/checkout/success`: the order just placed in this browser tab
 * (the cart it came from is in sessionStorage, and the server answers its
 * order only to whoever placed it): number, items, totals, addresses,
 * payment method and, for a bank transfer, where to pay; what happens next,
 * how to follow the order (in the account, or for a guest by "find my
 * order") and the way back to the shop; a guest is offered an account
 * made from the order's name and address. On desktops the order stands in
 * a column beside the rest. Without such an order it says so.
 */
export function SuccessPage(props: SuccessPageProps) {
  const { t } = useTranslation()
  const textsReady = useCatalogPart(['forms', 'account', 'checkout'])
  const title = t('routes.checkout-success.title')
  usePageHead({ kind: 'page', title, indexable: false })
  // The browser's storage; undefined where there is none (a render on the server).
  const cartId = useSyncExternalStore<string | null | undefined>(
    subscribeNothing,
    placedCart,
    () => undefined,
  )
  return (
    <div className="w-full pb-12">
      {textsReady && cartId !== undefined ? (
        <PlacedOrder {...props} cartId={cartId} />
      ) : (
        <>
          <PageHeading>{title}</PageHeading>
          <p role="status" className="mt-8" />
        </>
      )}
    </div>
  )
}

/** No order to show: the heading says so rather than thanking for one. */
function NoOrder({ message }: { message: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <>
      <PageHeading>{t('checkout.success.noneTitle')}</PageHeading>
      <div className="mt-8 max-w-xl">
        <p>{message}</p>
        <Link to={`/${locale}`} className={`${buttonClassName} mt-6`}>
          {t('checkout.success.toShop')}
        </Link>
      </div>
    </>
  )
}

function PlacedOrder({
  cartId,
  signedIn,
  renderRegistration,
}: SuccessPageProps & { cartId: string | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const placedBy = usePlacedBy(signedIn)
  const query = useQuery({
    ...checkoutOrderQueryOptions(locale, cartId ?? ''),
    enabled: cartId !== null,
  })
  const money = (value: Money) => formatMoney(value?.value ?? 0, value?.currency ?? 'EUR', locale)

  if (cartId === null) return <NoOrder message={t('checkout.success.none')} />
  if (query.isPending) {
    return (
      <>
        <PageHeading>{t('routes.checkout-success.title')}</PageHeading>
        <p role="status" className="mt-8 text-ink-muted">
          {t('checkout.success.loading')}
        </p>
      </>
    )
  }
  if (query.isError) return <NoOrder message={t('checkout.success.failed')} />
  const order = query.data
  if (!order) return <NoOrder message={t('checkout.success.none')} />

  const payment = order.payment_methods?.find((method) => method !== null)
  const data = new Map(
    (payment?.additional_data ?? []).flatMap((entry) =>
      entry?.name ? [[entry.name, entry.value ?? ''] as const] : [],
    ),
  )
  const bank = data.has('iban')
  const lines = (address: OrderAddress) =>
    [
      `${address.firstname} ${address.lastname}`.trim(),
      address.company ?? '',
      ...address.street,
      `${address.postcode ?? ''} ${address.city}`.trim(),
      address.region ?? '',
      address.country_code ? countryName(address.country_code, locale) : '',
    ].filter((line) => line !== '')
  const items = (order.items ?? []).filter((item) => item !== null)
  const taxes = (order.total?.taxes ?? []).filter((tax) => tax !== null)
  const discounts = (order.total?.discounts ?? []).filter((discount) => discount !== null)
  const accountHeadingId = `${id}-account`
  const invoices = order.invoices.filter((invoice) => invoice !== null)
  const amount = data.get('amount')
  // Only an order placed with the customer's session is in the account; a
  // guest who signs up here has this one under "find my order".
  const inAccount = placedBy === 'customer'
  const guest = placedBy === 'guest'

  return (
    <>
      <PageHeading>{t('routes.checkout-success.title')}</PageHeading>
      {/* Desktop: what to know and do on the left, the order beside it; phones: the same, stacked. */}
      <div className="mt-8 flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-12">
        <div className="space-y-8 lg:col-start-1 lg:row-start-1">
          <div className="flex gap-4 rounded-xl border border-forest-700/30 bg-cream-50 p-5 sm:p-6">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-forest-800 text-cream-50">
              <CheckIcon className="size-6" />
            </span>
            <div className="min-w-0 space-y-2">
              <p className="text-lg font-medium text-forest-900">
                {t('checkout.success.thanks', { number: order.number })}
              </p>
              {invoices.map((invoice) => (
                <p key={invoice.id}>
                  {t('checkout.success.invoiceReady')}{' '}
                  <a
                    href={invoice.pdf_url}
                    className="font-medium text-forest-800 underline underline-offset-2"
                  >
                    {t('checkout.success.invoice', { number: invoice.number })}
                  </a>
                </p>
              ))}
            </div>
          </div>
          {bank && (
            <section
              aria-labelledby={`${id}-bank`}
              className="rounded-lg border-2 border-brass-400 bg-cream-50 p-5"
            >
              <h2 id={`${id}-bank`} className="font-display text-xl font-semibold text-forest-900">
                {t('checkout.success.bank.title')}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{t('checkout.success.bank.intro')}</p>
              <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2">
                {(
                  [
                    ['account_holder', 'holder'],
                    ['iban', 'iban'],
                    ['bic', 'bic'],
                    ['bank_name', 'bankName'],
                    ['reference', 'reference'],
                  ] as const
                ).map(([name, label]) =>
                  data.get(name) ? (
                    <div key={name} className="contents">
                      <dt className="text-ink-muted">{t(`checkout.success.bank.${label}`)}</dt>
                      <dd className="mb-2 font-medium tabular-nums [overflow-wrap:anywhere] sm:mb-0">
                        {data.get(name)}
                      </dd>
                    </div>
                  ) : null,
                )}
                {amount && (
                  <div className="contents">
                    <dt className="text-ink-muted">{t('checkout.success.bank.amount')}</dt>
                    <dd className="mb-2 font-medium tabular-nums sm:mb-0">
                      {Number.isFinite(Number(amount))
                        ? formatMoney(
                            Number(amount),
                            order.total?.grand_total.currency ?? 'EUR',
                            locale,
                          )
                        : amount}
                    </dd>
                  </div>
                )}
              </dl>
            </section>
          )}
          <section aria-labelledby={`${id}-next`}>
            <h2 id={`${id}-next`} className="font-display text-xl font-semibold text-forest-900">
              {t('checkout.success.next.title')}
            </h2>
            <ol className="mt-4 space-y-4">
              <NextStep number={1}>{t('checkout.success.mail')}</NextStep>
              <NextStep number={2}>
                {bank ? t('checkout.success.next.pay') : t('checkout.success.next.prepare')}
              </NextStep>
              {!order.is_virtual && (
                <NextStep number={3}>{t('checkout.success.next.ship')}</NextStep>
              )}
              {(inAccount || guest) && (
                <NextStep number={order.is_virtual ? 3 : 4}>
                  {inAccount ? t('checkout.success.status') : t('checkout.success.next.findGuest')}{' '}
                  <Link
                    to={
                      inAccount
                        ? `/${locale}/customer/orders/${order.number}`
                        : `/${locale}/sales/guest/form`
                    }
                    className="font-medium text-forest-800 underline underline-offset-2"
                  >
                    {inAccount
                      ? t('checkout.success.toOrder')
                      : t('checkout.success.next.findLink')}
                  </Link>
                </NextStep>
              )}
            </ol>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to={`/${locale}`} className={buttonClassName}>
                {t('checkout.success.continue')}
              </Link>
            </div>
          </section>
        </div>
        <aside
          aria-labelledby={`${id}-summary`}
          className="rounded-xl border border-cream-300 bg-cream-50 p-5 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id={`${id}-summary`} className="font-display text-xl font-semibold text-forest-900">
            {t('checkout.success.summary')}
          </h2>
          <section aria-labelledby={`${id}-items`} className="mt-4">
            <h3 id={`${id}-items`} className="font-medium text-ink-muted">
              {t('checkout.success.items')}
            </h3>
            <ul className="mt-2 divide-y divide-cream-300 border-y border-cream-300">
              {items.map((item) => {
                const options = [
                  ...(item.selected_options ?? []),
                  ...(item.entered_options ?? []),
                ].filter((option) => option !== null)
                const quantity = item.quantity_ordered ?? 0
                return (
                  <li key={item.id} className="flex justify-between gap-4 py-3 text-sm">
                    <div className="min-w-0">
                      <p className="font-medium">
                        {quantity} × {item.product_name}
                      </p>
                      {options.length > 0 && (
                        <dl className="mt-1 text-ink-muted">
                          {options.map((option) => (
                            <div
                              key={`${option.label}:${option.value}`}
                              className="flex flex-wrap gap-x-1"
                            >
                              <dt>{t('checkout.summary.option', { label: option.label })}</dt>
                              <dd>{option.value}</dd>
                            </div>
                          ))}
                        </dl>
                      )}
                    </div>
                    <p className="shrink-0 text-right tabular-nums">
                      <span className="sr-only">{t('checkout.summary.rowTotal')} </span>
                      {formatMoney(
                        (item.product_sale_price.value ?? 0) * quantity,
                        item.product_sale_price.currency ?? 'EUR',
                        locale,
                      )}
                    </p>
                  </li>
                )
              })}
            </ul>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt>{t('checkout.totals.subtotal')}</dt>
                <dd className="tabular-nums">{money(order.total?.subtotal_incl_tax)}</dd>
              </div>
              {discounts.map((discount) => (
                <div key={discount.label} className="flex justify-between gap-4 text-forest-800">
                  <dt>{discount.label || t('checkout.totals.discount')}</dt>
                  <dd className="tabular-nums">−{money(discount.amount)}</dd>
                </div>
              ))}
              {!order.is_virtual && (
                <div className="flex justify-between gap-4">
                  <dt>{t('checkout.totals.shipping')}</dt>
                  <dd className="tabular-nums">
                    {(order.total?.total_shipping.value ?? 0) === 0
                      ? t('checkout.shipping.free')
                      : money(order.total?.total_shipping)}
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-4 border-t border-cream-300 pt-3 text-base font-semibold text-forest-900">
                <dt>{t('checkout.totals.grandTotal')}</dt>
                <dd className="tabular-nums">{money(order.total?.grand_total)}</dd>
              </div>
              {taxes.map((tax) => (
                <div key={tax.title} className="flex justify-between gap-4 text-ink-muted">
                  <dt>{t('checkout.totals.vat', { label: tax.title })}</dt>
                  <dd className="tabular-nums">{money(tax.amount)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="mt-6 grid gap-5 border-t border-cream-300 pt-5 text-sm sm:grid-cols-2 lg:grid-cols-1">
            <Detail label={t('checkout.success.number')}>{order.number}</Detail>
            <Detail label={t('checkout.success.orderStatus')}>{order.status}</Detail>
            {order.shipping_address && (
              <Detail label={t('checkout.success.shippingAddress')}>
                <AddressText lines={lines(order.shipping_address)} />
              </Detail>
            )}
            {order.billing_address && (
              <Detail label={t('checkout.success.billingAddress')}>
                <AddressText lines={lines(order.billing_address)} />
              </Detail>
            )}
            {order.shipping_method && (
              <Detail label={t('checkout.success.shippingMethod')}>{order.shipping_method}</Detail>
            )}
            {payment && <Detail label={t('checkout.success.paymentMethod')}>{payment.name}</Detail>}
          </div>
        </aside>
        {guest && order.billing_address && order.email && (
          <section
            aria-labelledby={accountHeadingId}
            className="rounded-xl border border-cream-300 bg-cream-50 p-6 sm:p-8 lg:col-start-1 lg:row-start-2"
          >
            <h2
              id={accountHeadingId}
              className="font-display text-2xl font-semibold text-forest-900"
            >
              {t('checkout.success.account.title')}
            </h2>
            {signedIn ? (
              <p role="status" className="mt-2">
                {t('checkout.success.account.created')}
              </p>
            ) : (
              <>
                <p className="mt-2 text-ink-muted">{t('checkout.success.account.intro')}</p>
                {renderRegistration(
                  {
                    firstname: order.billing_address.firstname,
                    lastname: order.billing_address.lastname,
                    email: order.email,
                  },
                  accountHeadingId,
                )}
              </>
            )}
          </section>
        )}
      </div>
    </>
  )
}

/**
 * Who placed the order: the session as it was first known on this page.
 * A guest who signs up or in here stays the guest who placed it: that
 * order is not in the account (nothing links a guest's order to an
 * account without proof that its owner reads the order's address).
 */
function usePlacedBy(signedIn: boolean | undefined): 'guest' | 'customer' | undefined {
  const [placedBy, setPlacedBy] = useState<'guest' | 'customer' | undefined>(
    signedIn === undefined ? undefined : signedIn ? 'customer' : 'guest',
  )
  if (placedBy === undefined && signedIn !== undefined) {
    // Adjusting state while rendering (React's documented pattern): the first known session, once.
    setPlacedBy(signedIn ? 'customer' : 'guest')
  }
  return placedBy
}

/** A numbered step of what happens next. */
function NextStep({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-forest-700 text-sm font-semibold text-forest-800"
      >
        {number}
      </span>
      <p className="min-w-0 pt-0.5">{children}</p>
    </li>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-medium text-ink-muted">{label}</h3>
      <div className="mt-1 text-ink">{children}</div>
    </div>
  )
}
