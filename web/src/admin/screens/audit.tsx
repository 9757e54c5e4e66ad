import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { useSearchParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Field,
  Loading,
  PageTitle,
  Pager,
  Select,
} from '../components/ui'
import { gql } from '../lib/api'
import { formatTime, useText } from '../lib/text'

interface Entry {
  id: string
  at: string
  actor: string
  staffName: string | null
  ip: string
  operation: string
  objectType: string
  objectId: string
  outcome: 'DONE' | 'REFUSED'
  changes: { field: string; before: string | null; after: string | null }[]
}

/** The audit trail: who did what, when, from where; filtered by staff member, object and period. */
export function AuditScreen() {
  const { t, language } = useText()
  const [params, setParams] = useSearchParams()
  const filter = {
    staffId: params.get('staff') ?? undefined,
    objectType: params.get('type') ?? undefined,
    objectId: params.get('id') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  }
  const page = Number(params.get('page') ?? '1') || 1
  const list = useQuery({
    queryKey: ['admin', 'audit', filter, page],
    queryFn: () =>
      gql<{ auditEntries: { totalCount: number; pageSize: number; items: Entry[] } }>(
        `query($f: AuditFilter, $p: Int) { auditEntries(filter: $f, page: $p) { totalCount pageSize
          items { id at actor staffName ip operation objectType objectId outcome changes { field before after } } } }`,
        { f: filter, p: page },
      ),
    placeholderData: keepPreviousData,
  })
  const members = useQuery({
    queryKey: ['admin', 'staff', 'names'],
    queryFn: () =>
      gql<{ staff: { id: string; email: string; name: string }[] }>(
        `query { staff { id email name } }`,
      ),
    staleTime: 5 * 60_000,
  })
  const [staff, setStaff] = useState(filter.staffId ?? '')
  const [type, setType] = useState(filter.objectType ?? '')
  const [id, setId] = useState(filter.objectId ?? '')
  const [from, setFrom] = useState(filter.from ?? '')
  const [to, setTo] = useState(filter.to ?? '')
  const apply = (e: SyntheticEvent) => {
    e.preventDefault()
    const next: Record<string, string> = {}
    if (staff) next.staff = staff
    if (type) next.type = type
    if (id) next.id = id
    if (from) next.from = from
    if (to) next.to = to
    setParams(next)
  }
  return (
    <div>
      <PageTitle>{t('audit.title')}</PageTitle>
      <form
        onSubmit={apply}
        role="search"
        aria-label={t('audit.filters')}
        className="mb-4 grid items-end gap-3 rounded-lg border border-stone-300 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6 [&_div]:mb-0"
      >
        <Select
          label={t('audit.staff')}
          value={staff}
          onChange={(e) => {
            setStaff(e.target.value)
          }}
          options={[
            { value: '', label: t('audit.anyone') },
            ...(members.data?.staff ?? []).map((m) => ({
              value: m.id,
              label: m.name ? m.name + ' (' + m.email + ')' : m.email,
            })),
          ]}
        />
        <Field
          label={t('audit.objectType')}
          value={type}
          onChange={(e) => {
            setType(e.target.value)
          }}
        />
        <Field
          label={t('audit.objectId')}
          value={id}
          onChange={(e) => {
            setId(e.target.value)
          }}
        />
        <Field
          label={t('orders.from')}
          type="date"
          value={from}
          onChange={(e) => {
            setFrom(e.target.value)
          }}
        />
        <Field
          label={t('orders.to')}
          type="date"
          value={to}
          onChange={(e) => {
            setTo(e.target.value)
          }}
        />
        <button type="submit" className={buttonClassName}>
          {t('orders.apply')}
        </button>
      </form>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p role="status" className="mb-2">
            {t('audit.count', { count: list.data.auditEntries.totalCount })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[48rem] border-collapse bg-white text-left text-sm">
              <caption className="sr-only">{t('audit.title')}</caption>
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="p-2">
                    {t('audit.at')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('audit.who')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('audit.what')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('audit.outcome')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('audit.changes')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.auditEntries.items.map((e) => (
                  <tr key={e.id} className="border-b border-stone-200 align-top">
                    <td className="p-2">{formatTime(language, e.at)}</td>
                    <td className="p-2">
                      {e.staffName ? e.staffName + ' · ' : ''}
                      {e.actor}
                      {e.ip ? <span className="block text-stone-700">{e.ip}</span> : null}
                    </td>
                    <td className="p-2">
                      {e.operation}
                      {e.objectId ? (
                        <span className="block text-stone-700">
                          {e.objectType} {e.objectId}
                        </span>
                      ) : null}
                    </td>
                    <td className="p-2">
                      {e.outcome === 'DONE' ? t('audit.done') : t('audit.refused')}
                    </td>
                    <td className="p-2">
                      {e.changes.map((c) => (
                        <span key={c.field} className="block">
                          {c.field}: {c.before ?? '—'} → {c.after ?? '—'}
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={list.data.auditEntries.pageSize}
            total={list.data.auditEntries.totalCount}
            onPage={(p) => {
              setParams({ ...Object.fromEntries(params), page: String(p) })
            }}
          />
        </>
      ) : null}
    </div>
  )
}
