import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Loading,
  PageTitle,
  Pager,
  secondaryButtonClassName,
  Select,
  StatusBadge,
} from '../components/ui'
import { gql } from '../lib/api'
import { formatTime, useText, type TextKey } from '../lib/text'

interface Mail {
  id: string
  tag: string
  to: string[]
  subject: string
  state: string
  attempts: number
  lastError: string
  createdAt: string
  sentAt: string | null
  text: string
}

const states = ['queued', 'sending', 'sent', 'failed'] as const

/** The mails the shop sent or failed to send; failed ones sent again, one or a selection. */
export function MailsScreen() {
  const { t, language } = useText()
  const client = useQueryClient()
  const [params, setParams] = useSearchParams()
  const state = params.get('state') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const list = useQuery({
    queryKey: ['admin', 'mails', state, page],
    queryFn: () =>
      gql<{ mails: { totalCount: number; pageSize: number; items: Mail[] } }>(
        `query($f: MailFilter, $p: Int) { mails(filter: $f, page: $p) { totalCount pageSize items { id tag to subject state attempts lastError createdAt sentAt text } } }`,
        { f: state ? { state } : null, p: page },
      ),
    placeholderData: keepPreviousData,
  })
  const [done, setDone] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  const resend = useMutation({
    mutationFn: (ids: string[]) =>
      gql<{ resendMails: number }>(`mutation($ids: [ID!]!) { resendMails(ids: $ids) }`, { ids }),
    onSuccess: (data) => {
      setDone(t('mails.resentCount', { count: data.resendMails }))
      setSelected([])
      void client.invalidateQueries({ queryKey: ['admin', 'mails'] })
    },
  })
  const failed = list.data?.mails.items.filter((m) => m.state === 'failed') ?? []
  const allSelected = failed.length > 0 && failed.every((m) => selected.includes(m.id))
  return (
    <div>
      <PageTitle>{t('mails.title')}</PageTitle>
      <div className="mb-4 max-w-xs">
        <Select
          label={t('mails.state')}
          value={state}
          onChange={(e) => {
            setParams(e.target.value ? { state: e.target.value } : {})
          }}
          options={[
            { value: '', label: t('orders.any') },
            ...states.map((s) => ({ value: s, label: t(('mailState.' + s) as TextKey) })),
          ]}
        />
      </div>
      <p role="status" className="mb-2 text-forest-800">
        {done}
      </p>
      <ErrorNote error={list.error ?? resend.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p className="mb-2">{t('mails.count', { count: list.data.mails.totalCount })}</p>
          {failed.length > 0 ? (
            <div className="mb-3 flex flex-wrap items-center gap-4 rounded-lg border border-stone-300 bg-white p-3">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-forest-700"
                  checked={allSelected}
                  onChange={(e) => {
                    setSelected(e.target.checked ? failed.map((m) => m.id) : [])
                  }}
                />
                {t('mails.selectAllFailed')}
              </label>
              <button
                type="button"
                className={buttonClassName}
                disabled={selected.length === 0 || resend.isPending}
                onClick={() => {
                  resend.mutate(selected)
                }}
              >
                {t('mails.resendSelected', { count: selected.length })}
              </button>
            </div>
          ) : null}
          <ul className="space-y-3">
            {list.data.mails.items.map((m) => (
              <li key={m.id} className="rounded-lg border border-stone-300 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {m.state === 'failed' ? (
                    <label className="flex min-h-11 items-center gap-2 font-semibold">
                      <input
                        type="checkbox"
                        className="size-5 accent-forest-700"
                        checked={selected.includes(m.id)}
                        onChange={(e) => {
                          setSelected(
                            e.target.checked
                              ? [...selected, m.id]
                              : selected.filter((id) => id !== m.id),
                          )
                        }}
                      />
                      {m.subject}
                    </label>
                  ) : (
                    <p className="font-semibold">{m.subject}</p>
                  )}
                  <StatusBadge>{t(('mailState.' + m.state) as TextKey)}</StatusBadge>
                </div>
                <p className="text-sm">
                  {m.to.join(', ')} · {m.tag} · {formatTime(language, m.createdAt)}
                  {m.attempts > 1 ? ' · ' + t('mails.attempts', { count: m.attempts }) : ''}
                </p>
                {m.lastError ? <p className="text-sm text-red-900">{m.lastError}</p> : null}
                <details className="mt-2">
                  <summary className="min-h-11 cursor-pointer py-2 font-medium">
                    {t('mails.show')}
                  </summary>
                  <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap rounded bg-stone-100 p-3 text-sm">
                    {m.text}
                  </pre>
                </details>
                {m.state === 'failed' ? (
                  <button
                    type="button"
                    className={secondaryButtonClassName + ' mt-2'}
                    aria-label={t('mails.resendOf', { subject: m.subject })}
                    onClick={() => {
                      resend.mutate([m.id])
                    }}
                  >
                    {t('mails.resend')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={list.data.mails.pageSize}
            total={list.data.mails.totalCount}
            onPage={(p) => {
              setParams({ ...(state ? { state } : {}), page: String(p) })
            }}
          />
        </>
      ) : null}
    </div>
  )
}
