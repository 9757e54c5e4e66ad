import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
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
  FormButtons,
} from '../components/ui'
import { ActionDialog } from '../components/dialog'
import { gql } from '../lib/api'
import { formatMoney, formatTime, useText, type TextKey } from '../lib/text'
import { orderFields, type OrderDetail } from './order'

interface ReturnRow {
  reference: string
  orderNumber: string
  status: string
  createdAt: string
  items: number
  withdrawal: boolean
}

const returnStatuses = ['requested', 'received', 'refunded', 'refused'] as const

/** The statuses a list filter names; "open" is requested and received. */
function statusesOf(filter: string | null): string[] | undefined {
  if (filter === 'open') return ['requested', 'received']
  return filter ? [filter] : undefined
}

/** Returns by status, newest first. */
export function ReturnsScreen() {
  const { t, language } = useText()
  const [params, setParams] = useSearchParams()
  const status = params.get('status') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const list = useQuery({
    queryKey: ['admin', 'returns', status, page],
    queryFn: () =>
      gql<{ returns: { totalCount: number; pageSize: number; items: ReturnRow[] } }>(
        `query($s: [String!], $p: Int) { returns(statuses: $s, page: $p) { totalCount pageSize items { reference orderNumber status createdAt items withdrawal } } }`,
        { s: statusesOf(status), p: page },
      ),
    placeholderData: keepPreviousData,
  })
  return (
    <div>
      <PageTitle>{t('returns.title')}</PageTitle>
      <div className="mb-4 max-w-xs">
        <Select
          label={t('returns.status')}
          value={status}
          onChange={(e) => {
            setParams(e.target.value ? { status: e.target.value } : {})
          }}
          options={[
            { value: '', label: t('orders.any') },
            { value: 'open', label: t('returns.open') },
            ...returnStatuses.map((s) => ({
              value: s,
              label: t(('returnStatus.' + s) as TextKey),
            })),
          ]}
        />
      </div>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p role="status" className="mb-2">
            {t('returns.count', { count: list.data.returns.totalCount })}
          </p>
          {list.data.returns.items.length === 0 ? (
            <p className="rounded-md border border-stone-300 bg-white p-6">{t('returns.empty')}</p>
          ) : (
            <table className="w-full border-collapse bg-white text-left">
              <caption className="sr-only">{t('returns.title')}</caption>
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="p-2">
                    {t('returns.reference')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('orders.date')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('returns.status')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('returns.items')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.returns.items.map((r) => (
                  <tr key={r.reference} className="border-b border-stone-200">
                    <td className="p-2">
                      <Link
                        to={'/returns/' + r.reference}
                        className="font-medium text-forest-800 underline underline-offset-2"
                      >
                        {r.reference}
                      </Link>
                      {r.withdrawal ? (
                        <span className="block text-sm">{t('returns.fromWithdrawal')}</span>
                      ) : null}
                    </td>
                    <td className="p-2">{formatTime(language, r.createdAt)}</td>
                    <td className="p-2">
                      <StatusBadge>{t(('returnStatus.' + r.status) as TextKey)}</StatusBadge>
                    </td>
                    <td className="p-2">{r.items}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager
            page={page}
            pageSize={list.data.returns.pageSize}
            total={list.data.returns.totalCount}
            onPage={(p) => {
              setParams({ ...(status ? { status } : {}), page: String(p) })
            }}
          />
        </>
      ) : null}
    </div>
  )
}

interface ReturnDetail {
  reference: string
  status: string
  createdAt: string
  comment: string
  refusalReason: string
  valueCents: number
  carrier: string
  order: OrderDetail
  items: { itemId: string; sku: string; name: string; qty: number; reason: string }[]
}

const returnFields = `reference status createdAt comment refusalReason valueCents carrier
  items { itemId sku name qty reason } order { ${orderFields} }`

/** A return with its order, and receiving, refunding or refusing it. */
export function ReturnScreen() {
  const { reference = '' } = useParams()
  const { t, language } = useText()
  const client = useQueryClient()
  const key = ['admin', 'return', reference]
  const ret = useQuery({
    queryKey: key,
    queryFn: () =>
      gql<{ return: ReturnDetail | null }>(
        `query($r: String!) { return(reference: $r) { ${returnFields} } }`,
        { r: reference },
      ),
  })
  const [done, setDone] = useState('')
  const [refusing, setRefusing] = useState(false)
  const [reason, setReason] = useState('')
  const step = useMutation({
    mutationFn: (v: {
      field: 'receiveReturn' | 'refundReturn' | 'refuseReturn'
      reason?: string
    }) =>
      gql<Record<string, ReturnDetail>>(
        v.field === 'refuseReturn'
          ? `mutation($r: String!, $reason: String) { refuseReturn(reference: $r, reason: $reason) { ${returnFields} } }`
          : `mutation($r: String!) { ${v.field}(reference: $r) { ${returnFields} } }`,
        v.field === 'refuseReturn' ? { r: reference, reason: v.reason } : { r: reference },
      ),
    onSuccess: (data, v) => {
      client.setQueryData(key, { return: Object.values(data)[0] })
      void client.invalidateQueries({ queryKey: ['admin', 'returns'] })
      setRefusing(false)
      setDone(
        t(
          v.field === 'receiveReturn'
            ? 'return.received'
            : v.field === 'refundReturn'
              ? 'return.refunded'
              : 'return.refused',
        ),
      )
    },
  })
  const r = ret.data?.return
  return (
    <div>
      <p className="mb-2">
        <Link to="/returns" className="text-forest-800 underline underline-offset-2">
          {t('return.back')}
        </Link>
      </p>
      {ret.isPending ? <Loading /> : null}
      <ErrorNote error={ret.error} />
      {ret.data && !r ? <PageTitle>{t('return.notFound')}</PageTitle> : null}
      {r ? (
        <>
          <PageTitle
            actions={<StatusBadge>{t(('returnStatus.' + r.status) as TextKey)}</StatusBadge>}
          >
            {t('return.title', { reference: r.reference })}
          </PageTitle>
          <p role="status" className="mb-4 text-forest-800">
            {done}
          </p>
          <ErrorNote error={step.error} />
          <div className="mb-6 flex flex-wrap gap-3">
            {r.status === 'requested' ? (
              <button
                type="button"
                className={buttonClassName}
                onClick={() => {
                  step.mutate({ field: 'receiveReturn' })
                }}
              >
                {t('return.receive')}
              </button>
            ) : null}
            {r.status === 'received' ? (
              <button
                type="button"
                className={buttonClassName}
                onClick={() => {
                  step.mutate({ field: 'refundReturn' })
                }}
              >
                {t('return.refund', { amount: formatMoney(language, r.valueCents) })}
              </button>
            ) : null}
            {r.status === 'requested' || r.status === 'received' ? (
              <button
                type="button"
                className={secondaryButtonClassName}
                onClick={() => {
                  setRefusing(true)
                }}
              >
                {t('return.refuse')}
              </button>
            ) : null}
          </div>
          <dl className="mb-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-stone-300 bg-white p-4">
            <dt>{t('return.order')}</dt>
            <dd>
              <Link
                to={'/orders/' + r.order.number}
                className="text-forest-800 underline underline-offset-2"
              >
                {r.order.number}
              </Link>
            </dd>
            <dt>{t('return.requested')}</dt>
            <dd>{formatTime(language, r.createdAt)}</dd>
            <dt>{t('return.value')}</dt>
            <dd>{formatMoney(language, r.valueCents)}</dd>
            {r.comment ? (
              <>
                <dt>{t('return.comment')}</dt>
                <dd>{r.comment}</dd>
              </>
            ) : null}
            {r.refusalReason ? (
              <>
                <dt>{t('return.refusalReason')}</dt>
                <dd>{r.refusalReason}</dd>
              </>
            ) : null}
          </dl>
          <h2 className="mb-2 text-lg font-semibold">{t('return.items')}</h2>
          <ul className="mb-6 list-disc pl-6">
            {r.items.map((it) => (
              <li key={it.itemId}>
                {it.qty} × {it.name} ({it.sku}) · {it.reason}
              </li>
            ))}
          </ul>
          <ActionDialog
            title={t('return.refuseTitle')}
            open={refusing}
            onClose={() => {
              setRefusing(false)
            }}
            alert
          >
            <form
              onSubmit={(e) => {
                e.preventDefault()
                step.mutate({ field: 'refuseReturn', reason })
              }}
            >
              <Field
                label={t('return.reason')}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value)
                }}
              />
              <FormButtons
                submit={t('return.refuse')}
                cancel={t('dialog.cancel')}
                onCancel={() => {
                  setRefusing(false)
                }}
              />
            </form>
          </ActionDialog>
        </>
      ) : null}
    </div>
  )
}
