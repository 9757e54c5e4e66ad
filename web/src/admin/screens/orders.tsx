import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Field,
  Loading,
  PageTitle,
  Pager,
  secondaryButtonClassName,
  Select,
  StatusBadge,
} from '../components/ui'
import { gql } from '../lib/api'
import { paymentMethodLabel } from '../lib/payment'
import { useSession } from '../lib/session'
import { formatMoney, formatTime, useText, type TextKey } from '../lib/text'

interface Row {
  number: string
  createdAt: string
  status: string
  email: string
  name: string
  country: string
  items: number
  grandTotalCents: number
  paymentMethod: string
  paymentStatus: string
}

const query = `query Orders($filter: OrderFilter, $sort: OrderSort, $ascending: Boolean, $page: Int) {
  orders(filter: $filter, sort: $sort, ascending: $ascending, page: $page, pageSize: 20) {
    totalCount page pageSize
    items { number createdAt status email name country items grandTotalCents paymentMethod paymentStatus } } }`

export const orderStatuses = [
  'pending_payment',
  'processing',
  'complete',
  'canceled',
  'closed',
] as const
const paymentStatuses = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const

/** Today or this month as a Berlin date range (YYYY-MM-DD). */
function periodRange(period: string | null): { from?: string; to?: string } {
  if (period !== 'today' && period !== 'month') return {}
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
  return period === 'today'
    ? { from: today, to: today }
    : { from: today.slice(0, 8) + '01', to: today }
}

/** The list's filters as the CSV export's query (what the list shows, every page). */
function exportParams(f: {
  search?: string | undefined
  statuses?: (string | null)[] | undefined
  paymentStatuses?: (string | null)[] | undefined
  paymentMethods?: (string | null)[] | undefined
  country?: string | undefined
  clubId?: string | undefined
  from?: string | undefined
  to?: string | undefined
}): string {
  const p = new URLSearchParams()
  if (f.search) p.set('q', f.search)
  if (f.statuses?.[0]) p.set('status', f.statuses[0])
  if (f.paymentStatuses?.[0]) p.set('payment', f.paymentStatuses[0])
  if (f.paymentMethods?.[0]) p.set('method', f.paymentMethods[0])
  if (f.country) p.set('country', f.country)
  if (f.clubId) p.set('club', f.clubId)
  if (f.from) p.set('from', f.from)
  if (f.to) p.set('to', f.to)
  return p.toString()
}

const sortColumns: { sort: string; label: TextKey }[] = [
  { sort: 'NUMBER', label: 'orders.number' },
  { sort: 'CREATED_AT', label: 'orders.date' },
  { sort: 'NAME', label: 'orders.name' },
  { sort: 'STATUS', label: 'orders.status' },
  { sort: 'GRAND_TOTAL', label: 'orders.total' },
]

/**
 * Every order (a club manager's: their clubs'), searched by number, name,
 * email or SKU, filtered by status, payment and period, sorted and paged;
 * the filters live in the address, so a list can be bookmarked and shared.
 */
export function OrdersScreen() {
  const { t, language } = useText()
  const session = useSession()
  // A club manager's list holds only their clubs' part; the export every item and address.
  const mayExport = session.data?.staff?.role !== 'club'
  const [params, setParams] = useSearchParams()
  const period = periodRange(params.get('period'))
  const filter = {
    search: params.get('q') ?? undefined,
    statuses: params.get('status') ? [params.get('status')] : undefined,
    paymentStatuses: params.get('payment') ? [params.get('payment')] : undefined,
    paymentMethods: params.get('method') ? [params.get('method')] : undefined,
    country: params.get('country') ?? undefined,
    clubId: params.get('club') ?? undefined,
    from: params.get('from') ?? period.from,
    to: params.get('to') ?? period.to,
  }
  const sort = params.get('sort') ?? 'CREATED_AT'
  const ascending = params.get('asc') === '1'
  const page = Number(params.get('page') ?? '1') || 1
  const orders = useQuery({
    queryKey: ['admin', 'orders', language, filter, sort, ascending, page],
    queryFn: () =>
      gql<{ orders: { totalCount: number; page: number; pageSize: number; items: Row[] } }>(query, {
        filter,
        sort,
        ascending,
        page,
      }),
    placeholderData: keepPreviousData,
  })
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    if (!('page' in changes)) next.delete('page')
    setParams(next)
  }
  return (
    <div>
      <PageTitle
        actions={
          mayExport ? (
            <a
              className={secondaryButtonClassName}
              href={'/admin/api/orders.csv?' + exportParams(filter)}
              download
            >
              {t('orders.export')}
            </a>
          ) : null
        }
      >
        {t('orders.title')}
      </PageTitle>
      <Filters params={params} onApply={set} />
      <ErrorNote error={orders.error} />
      {orders.isPending ? <Loading /> : null}
      {orders.data ? (
        <>
          <p role="status" className="mb-2 text-stone-800">
            {t('orders.count', { count: orders.data.orders.totalCount })}
          </p>
          {orders.data.orders.items.length === 0 ? (
            <p className="rounded-md border border-stone-300 bg-white p-6">{t('orders.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[48rem] border-collapse bg-white text-left">
                <caption className="sr-only">{t('orders.title')}</caption>
                <thead>
                  <tr className="border-b border-stone-300">
                    {sortColumns.map((c) => {
                      const active = sort === c.sort
                      return (
                        <th
                          key={c.sort}
                          scope="col"
                          className="p-2"
                          aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
                        >
                          <button
                            type="button"
                            className="min-h-11 font-semibold underline-offset-2 hover:underline"
                            onClick={() => {
                              set({ sort: c.sort, asc: active && !ascending ? '1' : null })
                            }}
                          >
                            {t(c.label)}
                            {active ? (ascending ? ' ↑' : ' ↓') : ''}
                          </button>
                        </th>
                      )
                    })}
                    <th scope="col" className="p-2">
                      {t('orders.payment')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data.orders.items.map((o) => (
                    <tr key={o.number} className="border-b border-stone-200">
                      <td className="p-2">
                        <Link
                          to={'/orders/' + o.number}
                          className="font-medium text-forest-800 underline underline-offset-2"
                        >
                          {o.number}
                        </Link>
                      </td>
                      <td className="p-2">{formatTime(language, o.createdAt)}</td>
                      <td className="p-2">
                        {o.name}
                        {o.email ? (
                          <span className="block text-sm text-stone-700">{o.email}</span>
                        ) : null}
                      </td>
                      <td className="p-2">
                        <StatusBadge>{t(('status.' + o.status) as TextKey)}</StatusBadge>
                      </td>
                      <td className="p-2">
                        {o.grandTotalCents ? formatMoney(language, o.grandTotalCents) : '—'}
                      </td>
                      <td className="p-2 text-sm">
                        {o.paymentMethod ? paymentMethodLabel(t, o.paymentMethod) : null}
                        {o.paymentStatus
                          ? ' · ' + t(('paymentStatus.' + o.paymentStatus) as TextKey)
                          : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={page}
            pageSize={orders.data.orders.pageSize}
            total={orders.data.orders.totalCount}
            onPage={(p) => {
              set({ page: String(p) })
            }}
          />
        </>
      ) : null}
    </div>
  )
}

function Filters({
  params,
  onApply,
}: {
  params: URLSearchParams
  onApply: (changes: Record<string, string | null>) => void
}) {
  const { t } = useText()
  const [search, setSearch] = useState(params.get('q') ?? '')
  const [status, setStatus] = useState(params.get('status') ?? '')
  const [payment, setPayment] = useState(params.get('payment') ?? '')
  const [from, setFrom] = useState(params.get('from') ?? '')
  const [to, setTo] = useState(params.get('to') ?? '')
  const [method, setMethod] = useState(params.get('method') ?? '')
  const [country, setCountry] = useState(params.get('country') ?? '')
  const [club, setClub] = useState(params.get('club') ?? '')
  const choices = useQuery({
    queryKey: ['admin', 'orderChoices'],
    queryFn: () =>
      gql<{ orderChoices: { clubs: { id: string; name: string }[]; paymentMethods: string[] } }>(
        `query { orderChoices { clubs { id name } paymentMethods } }`,
      ),
    staleTime: 5 * 60_000,
  })
  const methods = choices.data?.orderChoices.paymentMethods ?? []
  const clubs = choices.data?.orderChoices.clubs ?? []
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    onApply({
      q: search.trim() || null,
      status: status || null,
      payment: payment || null,
      method: method || null,
      country: country.trim().toUpperCase() || null,
      club: club || null,
      from: from || null,
      to: to || null,
      period: null,
    })
  }
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('orders.filters')}
      className="mb-4 grid items-end gap-3 rounded-lg border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="lg:col-span-2 [&>div]:mb-0">
        <Field
          label={t('orders.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
          }}
        />
      </div>
      <Select
        label={t('orders.status')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value)
        }}
        options={[
          { value: '', label: t('orders.any') },
          ...orderStatuses.map((s) => ({ value: s, label: t(('status.' + s) as TextKey) })),
        ]}
      />
      <Select
        label={t('orders.payment')}
        value={payment}
        onChange={(e) => {
          setPayment(e.target.value)
        }}
        options={[
          { value: '', label: t('orders.any') },
          ...paymentStatuses.map((s) => ({
            value: s,
            label: t(('paymentStatus.' + s) as TextKey),
          })),
        ]}
      />
      {methods.length > 0 ? (
        <Select
          label={t('orders.method')}
          value={method}
          onChange={(e) => {
            setMethod(e.target.value)
          }}
          options={[
            { value: '', label: t('orders.any') },
            ...methods.map((m) => ({ value: m, label: paymentMethodLabel(t, m) })),
          ]}
        />
      ) : null}
      <div className="[&>div]:mb-0">
        <Field
          label={t('orders.country')}
          value={country}
          maxLength={2}
          placeholder="DE"
          autoCapitalize="characters"
          onChange={(e) => {
            setCountry(e.target.value.toUpperCase())
          }}
        />
      </div>
      {clubs.length > 0 ? (
        <Select
          label={t('orders.club')}
          value={club}
          onChange={(e) => {
            setClub(e.target.value)
          }}
          options={[
            { value: '', label: t('orders.anyClub') },
            ...clubs.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      ) : null}
      <div className="[&>div]:mb-0">
        <Field
          label={t('orders.from')}
          type="date"
          value={from}
          onChange={(e) => {
            setFrom(e.target.value)
          }}
        />
      </div>
      <div className="[&>div]:mb-0">
        <Field
          label={t('orders.to')}
          type="date"
          value={to}
          onChange={(e) => {
            setTo(e.target.value)
          }}
        />
      </div>
      <button type="submit" className={buttonClassName}>
        {t('orders.apply')}
      </button>
    </form>
  )
}
