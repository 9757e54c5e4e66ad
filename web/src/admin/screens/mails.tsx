import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
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

/** The mails the shop sent or failed to send; a failed one sent again. */
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
  const resend = useMutation({
    mutationFn: (id: string) =>
      gql<{ resendMail: boolean }>(`mutation($id: ID!) { resendMail(id: $id) }`, { id }),
    onSuccess: () => {
      setDone(t('mails.resent'))
      void client.invalidateQueries({ queryKey: ['admin', 'mails'] })
    },
  })
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
          <ul className="space-y-3">
            {list.data.mails.items.map((m) => (
              <li key={m.id} className="rounded-lg border border-stone-300 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{m.subject}</p>
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
                    onClick={() => {
                      resend.mutate(m.id)
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
