import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ErrorNote, Loading, PageTitle } from '../components/ui'
import { gql } from '../lib/api'
import { formatChange, relativeChange } from '../lib/change'
import { formatDay, formatMoney, useText, type TextKey } from '../lib/text'

interface Period {
  orders: number
  grossCents: number
  netCents: number
  lastYearOrders: number
  lastYearGrossCents: number
  lastYearNetCents: number
}

interface Dashboard {
  today: Period
  month: Period
  awaitingPayment: number
  awaitingShipment: number
  flaggedWithdrawals: number | null
  openReturns: number | null
  failedMails: number | null
  pendingReviews: number | null
  newTickets: number | null
  revenuePerDay: { date: string; grossCents: number }[]
  lowStock: { sku: string; name: string; qty: number }[]
  lowStockCount: number
  lowStockThreshold: number
}

const query = `{ dashboard {
  today { orders grossCents netCents lastYearOrders lastYearGrossCents lastYearNetCents }
  month { orders grossCents netCents lastYearOrders lastYearGrossCents lastYearNetCents }
  awaitingPayment awaitingShipment flaggedWithdrawals openReturns failedMails pendingReviews newTickets
  revenuePerDay { date grossCents }
  lowStock { sku name qty } lowStockCount lowStockThreshold } }`

/** The start page: today's and this month's orders against a year before, what waits, 30 days of revenue. */
export function DashboardScreen() {
  const { t } = useText()
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => gql<{ dashboard: Dashboard }>(query),
    refetchInterval: 60_000,
  })
  return (
    <div>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {dashboard.isPending ? <Loading /> : null}
      <ErrorNote error={dashboard.error} />
      {dashboard.data ? <Figures d={dashboard.data.dashboard} /> : null}
    </div>
  )
}

function Figures({ d }: { d: Dashboard }) {
  const { t } = useText()
  const waiting: { label: TextKey; value: number | null; to: string }[] = [
    {
      label: 'dashboard.awaitingPayment',
      value: d.awaitingPayment,
      to: '/orders?status=pending_payment',
    },
    {
      label: 'dashboard.awaitingShipment',
      value: d.awaitingShipment,
      to: '/orders?status=processing',
    },
    { label: 'dashboard.openReturns', value: d.openReturns, to: '/returns?status=open' },
    {
      label: 'dashboard.flaggedWithdrawals',
      value: d.flaggedWithdrawals,
      to: '/withdrawals?flagged=1',
    },
    { label: 'dashboard.failedMails', value: d.failedMails, to: '/mails?state=failed' },
    { label: 'dashboard.pendingReviews', value: d.pendingReviews, to: '/reviews?status=PENDING' },
    { label: 'dashboard.newTickets', value: d.newTickets, to: '/helpdesk?status=NEW' },
  ]
  return (
    <>
      <section aria-labelledby="dash-sales" className="mb-8">
        <h2 id="dash-sales" className="mb-3 text-lg font-semibold">
          {t('dashboard.sales')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <PeriodCard title={t('dashboard.today')} p={d.today} to="/orders?period=today" />
          <PeriodCard title={t('dashboard.month')} p={d.month} to="/orders?period=month" />
        </div>
      </section>
      <section aria-labelledby="dash-waiting" className="mb-8">
        <h2 id="dash-waiting" className="mb-3 text-lg font-semibold">
          {t('dashboard.waiting')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {waiting
            .filter((w) => w.value !== null)
            .map((w) => (
              <li key={w.label}>
                <Link
                  to={w.to}
                  className="block rounded-lg border border-stone-300 bg-white p-4 hover:border-forest-700 focus-visible:outline-2 focus-visible:outline-forest-700"
                >
                  <span className="block text-3xl font-semibold">{w.value}</span>
                  <span className="text-stone-800">{t(w.label)}</span>
                </Link>
              </li>
            ))}
        </ul>
      </section>
      <LowStock d={d} />
      <RevenueChart days={d.revenuePerDay} />
    </>
  )
}

function Change({ now, before }: { now: number; before: number }) {
  const { t, language } = useText()
  const change = relativeChange(now, before)
  if (change === null)
    return <span className="text-sm text-stone-700">{t('dashboard.noLastYear')}</span>
  return (
    <span className={'text-sm ' + (change < 0 ? 'text-red-800' : 'text-forest-800')}>
      {t('dashboard.change', { change: formatChange(language, change) })}
    </span>
  )
}

function PeriodCard({ title, p, to }: { title: string; p: Period; to: string }) {
  const { t, language } = useText()
  return (
    <div className="rounded-lg border border-stone-300 bg-white p-4">
      <h3 className="font-semibold">
        <Link to={to} className="underline underline-offset-2">
          {title}
        </Link>
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{t('dashboard.orders')}</dt>
        <dd>
          {p.orders} <Change now={p.orders} before={p.lastYearOrders} />
        </dd>
        <dt>{t('dashboard.gross')}</dt>
        <dd>
          {formatMoney(language, p.grossCents)}{' '}
          <Change now={p.grossCents} before={p.lastYearGrossCents} />
        </dd>
        <dt>{t('dashboard.net')}</dt>
        <dd>
          {formatMoney(language, p.netCents)}{' '}
          <Change now={p.netCents} before={p.lastYearNetCents} />
        </dd>
      </dl>
    </div>
  )
}

/** 30 days of revenue as bars, with the figures as a table for screen readers and a closer look. */
function RevenueChart({ days }: { days: { date: string; grossCents: number }[] }) {
  const { t, language } = useText()
  const top = Math.max(1, ...days.map((d) => d.grossCents))
  const width = 600
  const height = 160
  const bar = width / Math.max(1, days.length)
  return (
    <section aria-labelledby="dash-revenue">
      <h2 id="dash-revenue" className="mb-3 text-lg font-semibold">
        {t('dashboard.revenue')}
      </h2>
      <svg
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        className="h-40 w-full max-w-3xl"
        aria-hidden="true"
      >
        {days.map((d, i) => {
          const h = Math.round((d.grossCents / top) * (height - 4))
          return (
            <rect
              key={d.date}
              x={i * bar + 1}
              y={height - h}
              width={Math.max(1, bar - 2)}
              height={h}
              className="fill-forest-700"
            />
          )
        })}
      </svg>
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2 font-medium">
          {t('dashboard.revenueTable')}
        </summary>
        <table className="mt-2 text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-6 text-left">
                {t('dashboard.day')}
              </th>
              <th scope="col" className="text-right">
                {t('dashboard.gross')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td className="pr-6">{formatDay(language, d.date)}</td>
                <td className="text-right">{formatMoney(language, d.grossCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}

/** The products running out, the fewest first. */
function LowStock({ d }: { d: Dashboard }) {
  const { t } = useText()
  return (
    <section aria-labelledby="dash-stock" className="mb-8">
      <h2 id="dash-stock" className="mb-1 text-lg font-semibold">
        {t('dashboard.lowStock')}
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        {t('dashboard.lowStockIntro', { threshold: d.lowStockThreshold, count: d.lowStockCount })}
      </p>
      {d.lowStock.length === 0 ? (
        <p>{t('dashboard.lowStockNone')}</p>
      ) : (
        <table className="w-full max-w-3xl rounded-lg border border-stone-300 bg-white text-left">
          <thead>
            <tr>
              <th scope="col" className="p-2">
                {t('dashboard.product')}
              </th>
              <th scope="col" className="p-2">
                {t('dashboard.sku')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('dashboard.left')}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.lowStock.map((l) => (
              <tr key={l.sku} className="border-t border-stone-200">
                <td className="p-2">{l.name}</td>
                <td className="p-2" translate="no">
                  {l.sku}
                </td>
                <td
                  className={'p-2 text-right ' + (l.qty === 0 ? 'font-semibold text-red-800' : '')}
                >
                  {l.qty === 0 ? t('dashboard.soldOut') : l.qty}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
