import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { useSearchParams } from 'react-router'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
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
import { formatTime, useText, type TextKey } from '../lib/text'

type Status = 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED'
const statuses: Status[] = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED']

interface Step {
  action: string
  at: string
  ip: string
  userAgent: string
  storeCode: string
  text: string
}

interface Subscriber {
  id: string
  email: string
  status: Status
  storeCode: string
  locale: string
  requestedAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  proof: Step[]
}

const fields = `id email status storeCode locale requestedAt confirmedAt unsubscribedAt proof { action at ip userAgent storeCode text }`

/**
 * The newsletter's subscribers: by status (pending, confirmed,
 * unsubscribed) and address, each with the logged steps of the double
 * opt-in as the proof of consent; unsubscribing one on their word; the
 * list's choice as CSV with the proof's columns.
 */
export function NewsletterScreen() {
  const { t, language } = useText()
  const client = useQueryClient()
  const [params, setParams] = useSearchParams()
  const status = params.get('status') ?? ''
  const q = params.get('q') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const [search, setSearch] = useState(q)
  const [leaving, setLeaving] = useState<Subscriber | null>(null)
  // The address last unsubscribed, for the status line (in the current language).
  const [done, setDone] = useState('')
  const list = useQuery({
    queryKey: ['admin', 'newsletter', status, q, page],
    queryFn: () =>
      gql<{
        newsletterSubscribers: { totalCount: number; pageSize: number; items: Subscriber[] }
      }>(
        `query($s: NewsletterStatus, $q: String, $p: Int) { newsletterSubscribers(status: $s, search: $q, page: $p) { totalCount pageSize items { ${fields} } } }`,
        { s: status || null, q: q || null, p: page },
      ),
    placeholderData: keepPreviousData,
  })
  const unsubscribe = useMutation({
    mutationFn: (id: string) =>
      gql<{ unsubscribeNewsletterSubscriber: Subscriber }>(
        `mutation($id: ID!) { unsubscribeNewsletterSubscriber(id: $id) { ${fields} } }`,
        { id },
      ),
    onSuccess: (d) => {
      void client.invalidateQueries({ queryKey: ['admin', 'newsletter'] })
      setLeaving(null)
      setDone(d.unsubscribeNewsletterSubscriber.email)
    },
  })
  const go = (next: { status?: string; q?: string; page?: number }) => {
    const p: Record<string, string> = {}
    const s = next.status ?? status
    const text = next.q ?? q
    if (s) p.status = s
    if (text) p.q = text
    if (next.page && next.page > 1) p.page = String(next.page)
    setParams(p)
  }
  const exportQuery = new URLSearchParams()
  if (status) exportQuery.set('status', status)
  if (q) exportQuery.set('q', q)
  return (
    <div>
      <PageTitle
        actions={
          <a
            className={secondaryButtonClassName}
            href={'/admin/api/newsletter/subscribers.csv?' + exportQuery.toString()}
            download
          >
            {t('newsletter.export')}
          </a>
        }
      >
        {t('newsletter.title')}
      </PageTitle>
      <p className="mb-4 max-w-3xl text-stone-800">{t('newsletter.intro')}</p>
      <form
        role="search"
        aria-label={t('newsletter.title')}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4 [&>div]:mb-0"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          go({ q: search.trim() })
        }}
      >
        <div className="min-w-48">
          <Select
            label={t('newsletter.statusLabel')}
            value={status}
            onChange={(e) => {
              go({ status: e.target.value })
            }}
            options={[
              { value: '', label: t('newsletter.allStatuses') },
              ...statuses.map((s) => ({
                value: s,
                label: t(('newsletter.status.' + s) as TextKey),
              })),
            ]}
          />
        </div>
        <div className="min-w-64 grow">
          <Field
            label={t('newsletter.search')}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
            }}
          />
        </div>
        <button type="submit" className={buttonClassName}>
          {t('orders.apply')}
        </button>
      </form>
      <p role="status" className="mb-2 text-forest-800">
        {done ? t('newsletter.unsubscribed', { email: done }) : ''}
      </p>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p className="mb-2">
            {t('orders.count', { count: list.data.newsletterSubscribers.totalCount })}
          </p>
          {list.data.newsletterSubscribers.items.length === 0 ? (
            <p className="rounded-md border border-stone-300 bg-white p-6">
              {t('newsletter.empty')}
            </p>
          ) : (
            <ul className="space-y-3">
              {list.data.newsletterSubscribers.items.map((x) => (
                <li key={x.id}>
                  <article
                    aria-labelledby={'subscriber-' + x.id}
                    className="rounded-lg border border-stone-300 bg-white p-4"
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h2
                        id={'subscriber-' + x.id}
                        className="min-w-0 text-lg font-semibold break-all"
                      >
                        {x.email}
                      </h2>
                      <StatusBadge>{t(('newsletter.status.' + x.status) as TextKey)}</StatusBadge>
                    </div>
                    <p className="mt-1 text-sm text-stone-800">
                      {t('newsletter.requested', {
                        date: formatTime(language, x.requestedAt),
                        store: x.storeCode,
                      })}
                      {x.confirmedAt && x.status !== 'PENDING'
                        ? ' · ' +
                          t('newsletter.confirmedAt', { date: formatTime(language, x.confirmedAt) })
                        : ''}
                      {x.unsubscribedAt && x.status === 'UNSUBSCRIBED'
                        ? ' · ' +
                          t('newsletter.unsubscribedAt', {
                            date: formatTime(language, x.unsubscribedAt),
                          })
                        : ''}
                    </p>
                    <details className="mt-2">
                      <summary className="min-h-11 cursor-pointer py-2 font-medium text-forest-800 underline underline-offset-2">
                        {t('newsletter.proof', { count: x.proof.length })}
                      </summary>
                      <ol className="mt-2 space-y-2">
                        {x.proof.map((s, i) => (
                          <li key={i} className="border-l-4 border-stone-400 bg-stone-50 p-3">
                            <p className="font-medium">
                              {t(('newsletter.action.' + s.action) as TextKey)} ·{' '}
                              {formatTime(language, s.at)}
                            </p>
                            <dl className="mt-1 grid gap-x-3 text-sm break-words sm:grid-cols-[auto_1fr]">
                              <dt className="text-stone-700">{t('newsletter.ip')}</dt>
                              <dd>{s.ip || '—'}</dd>
                              <dt className="text-stone-700">{t('newsletter.userAgent')}</dt>
                              <dd>{s.userAgent || '—'}</dd>
                              <dt className="text-stone-700">{t('newsletter.store')}</dt>
                              <dd>{s.storeCode}</dd>
                              <dt className="text-stone-700">{t('newsletter.text')}</dt>
                              <dd>{s.text}</dd>
                            </dl>
                          </li>
                        ))}
                      </ol>
                    </details>
                    {x.status !== 'UNSUBSCRIBED' ? (
                      <button
                        type="button"
                        className={secondaryButtonClassName + ' mt-3'}
                        aria-describedby={'subscriber-' + x.id}
                        onClick={() => {
                          unsubscribe.reset()
                          setDone('')
                          setLeaving(x)
                        }}
                      >
                        {t('newsletter.unsubscribe')}
                      </button>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={list.data.newsletterSubscribers.pageSize}
            total={list.data.newsletterSubscribers.totalCount}
            onPage={(p) => {
              go({ page: p })
            }}
          />
        </>
      ) : null}
      <ActionDialog
        title={t('newsletter.unsubscribeTitle')}
        open={leaving !== null}
        onClose={() => {
          setLeaving(null)
        }}
      >
        {leaving ? (
          <>
            <p className="mb-4">{t('newsletter.unsubscribeText', { email: leaving.email })}</p>
            <ErrorNote error={unsubscribe.error} />
            <ConfirmButtons
              confirm={t('newsletter.unsubscribe')}
              cancel={t('dialog.cancel')}
              busy={unsubscribe.isPending}
              onConfirm={() => {
                unsubscribe.mutate(leaving.id)
              }}
              onCancel={() => {
                setLeaving(null)
              }}
            />
          </>
        ) : null}
      </ActionDialog>
    </div>
  )
}
