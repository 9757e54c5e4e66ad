import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type SyntheticEvent } from 'react'
import { useSearchParams } from 'react-router'
import { ActionDialog } from '../components/dialog'
import {
  buttonClassName,
  ErrorNote,
  Field,
  FormButtons,
  inputClassName,
  labelClassName,
  Loading,
  PageTitle,
  Pager,
  secondaryButtonClassName,
  Select,
  StatusBadge,
} from '../components/ui'
import { fieldError, gql } from '../lib/api'
import { formatTime, useText, type TextKey } from '../lib/text'

interface Review {
  id: string
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  productSku: string
  productName: string
  nickname: string
  title: string
  text: string
  rating: number
  verifiedPurchase: boolean
  locale: string
  createdAt: string
  reply: string
  repliedBy: string | null
  repliedAt: string | null
  moderatedBy: string | null
  moderatedAt: string | null
}

const reviewFields = `id status productSku productName nickname title text rating verifiedPurchase locale createdAt reply repliedBy repliedAt moderatedBy moderatedAt`

const statuses = ['PENDING', 'APPROVED', 'REJECTED'] as const

interface Action {
  kind: 'approve' | 'reply'
  review: Review
}

/**
 * The product reviews: pending first, then the newest, by status and by
 * product (SKU or name). Approving shows a review in the storefront (with a
 * reply when one is given), rejecting hides it; the shop may reply to any.
 */
export function ReviewsScreen() {
  const { t, language } = useText()
  const client = useQueryClient()
  const [params, setParams] = useSearchParams()
  const status = params.get('status') ?? ''
  const q = params.get('q') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const [search, setSearch] = useState(q)
  const [action, setAction] = useState<Action | null>(null)
  const [reply, setReply] = useState('')
  const [done, setDone] = useState('')
  const list = useQuery({
    queryKey: ['admin', 'reviews', status, q, page],
    queryFn: () =>
      gql<{ reviews: { totalCount: number; pageSize: number; items: Review[] } }>(
        `query($s: ReviewStatus, $q: String, $p: Int) { reviews(status: $s, search: $q, page: $p) { totalCount pageSize items { ${reviewFields} } } }`,
        { s: status || null, q: q || null, p: page },
      ),
    placeholderData: keepPreviousData,
  })
  const change = useMutation({
    mutationFn: (v: {
      field: 'approveReview' | 'rejectReview' | 'replyToReview'
      id: string
      reply?: string
    }) =>
      gql<Record<string, Review>>(
        v.field === 'rejectReview'
          ? `mutation($id: ID!) { rejectReview(id: $id) { ${reviewFields} } }`
          : v.field === 'approveReview'
            ? `mutation($id: ID!, $reply: String) { approveReview(id: $id, reply: $reply) { ${reviewFields} } }`
            : `mutation($id: ID!, $reply: String!) { replyToReview(id: $id, reply: $reply) { ${reviewFields} } }`,
        v.field === 'rejectReview' ? { id: v.id } : { id: v.id, reply: v.reply ?? '' },
      ),
    onSuccess: (_data, v) => {
      void client.invalidateQueries({ queryKey: ['admin', 'reviews'] })
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
      setAction(null)
      setDone(
        t(
          v.field === 'approveReview'
            ? 'reviews.approved'
            : v.field === 'rejectReview'
              ? 'reviews.rejected'
              : 'reviews.replied',
        ),
      )
    },
  })
  const open = (kind: Action['kind'], review: Review) => {
    change.reset()
    setReply(review.reply)
    setAction({ kind, review })
  }
  return (
    <div>
      <PageTitle>{t('reviews.title')}</PageTitle>
      <form
        role="search"
        aria-label={t('reviews.title')}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4 [&>div]:mb-0"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          const next: Record<string, string> = {}
          if (status) next.status = status
          if (search.trim()) next.q = search.trim()
          setParams(next)
        }}
      >
        <div className="min-w-48">
          <Select
            label={t('reviews.status')}
            value={status}
            onChange={(e) => {
              const next: Record<string, string> = {}
              if (e.target.value) next.status = e.target.value
              if (q) next.q = q
              setParams(next)
            }}
            options={[
              { value: '', label: t('reviews.allPendingFirst') },
              ...statuses.map((s) => ({ value: s, label: t(('reviewStatus.' + s) as TextKey) })),
            ]}
          />
        </div>
        <div className="min-w-64 grow">
          <Field
            label={t('reviews.search')}
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
        {done}
      </p>
      <ErrorNote error={list.error} />
      <ErrorNote error={action ? null : change.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p className="mb-2">{t('orders.count', { count: list.data.reviews.totalCount })}</p>
          {list.data.reviews.items.length === 0 ? (
            <p className="rounded-md border border-stone-300 bg-white p-6">{t('reviews.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {list.data.reviews.items.map((r) => (
                <li key={r.id}>
                  <article
                    aria-labelledby={'review-' + r.id}
                    className="rounded-lg border border-stone-300 bg-white p-4"
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <p className="text-sm text-stone-800">
                          {r.productName || r.productSku} · {r.productSku}
                        </p>
                        <h2 id={'review-' + r.id} className="text-lg font-semibold">
                          {r.title}
                        </h2>
                      </div>
                      <StatusBadge>{t(('reviewStatus.' + r.status) as TextKey)}</StatusBadge>
                    </div>
                    <p className="mt-1">
                      <span aria-hidden="true" className="text-amber-800">
                        {'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}
                      </span>{' '}
                      <span className="sr-only">{t('reviews.stars', { rating: r.rating })}</span>
                      <span className="text-sm text-stone-800">
                        {t('reviews.by', {
                          nickname: r.nickname,
                          date: formatTime(language, r.createdAt),
                          language: r.locale.toUpperCase(),
                        })}
                        {r.verifiedPurchase ? ' · ' + t('reviews.verified') : ''}
                      </span>
                    </p>
                    <p className="mt-2 whitespace-pre-line">{r.text}</p>
                    {r.reply ? (
                      <div className="mt-3 border-l-4 border-forest-700 bg-stone-50 p-3">
                        <p className="text-sm font-medium">
                          {t('reviews.shopReply', {
                            name: r.repliedBy ?? '',
                            date: r.repliedAt ? formatTime(language, r.repliedAt) : '',
                          })}
                        </p>
                        <p className="whitespace-pre-line">{r.reply}</p>
                      </div>
                    ) : null}
                    {r.moderatedBy && r.moderatedAt ? (
                      <p className="mt-2 text-sm text-stone-800">
                        {t('reviews.moderated', {
                          name: r.moderatedBy,
                          date: formatTime(language, r.moderatedAt),
                        })}
                      </p>
                    ) : null}
                    <div className="mt-3 flex flex-wrap gap-3">
                      {r.status !== 'APPROVED' ? (
                        <button
                          type="button"
                          className={buttonClassName}
                          aria-describedby={'review-' + r.id}
                          onClick={() => {
                            open('approve', r)
                          }}
                        >
                          {t('reviews.approve')}
                        </button>
                      ) : null}
                      {r.status !== 'REJECTED' ? (
                        <button
                          type="button"
                          className={secondaryButtonClassName}
                          aria-describedby={'review-' + r.id}
                          onClick={() => {
                            setDone('')
                            change.mutate({ field: 'rejectReview', id: r.id })
                          }}
                        >
                          {t('reviews.reject')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className={secondaryButtonClassName}
                        aria-describedby={'review-' + r.id}
                        onClick={() => {
                          open('reply', r)
                        }}
                      >
                        {r.reply ? t('reviews.editReply') : t('reviews.reply')}
                      </button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={list.data.reviews.pageSize}
            total={list.data.reviews.totalCount}
            onPage={(p) => {
              const next: Record<string, string> = { page: String(p) }
              if (status) next.status = status
              if (q) next.q = q
              setParams(next)
            }}
          />
        </>
      ) : null}
      <ActionDialog
        title={action?.kind === 'approve' ? t('reviews.approveTitle') : t('reviews.replyTitle')}
        open={action !== null}
        onClose={() => {
          setAction(null)
        }}
      >
        {action ? (
          <form
            onSubmit={(e) => {
              e.preventDefault()
              setDone('')
              change.mutate({
                field: action.kind === 'approve' ? 'approveReview' : 'replyToReview',
                id: action.review.id,
                reply,
              })
            }}
          >
            <p className="mb-3 font-medium">{action.review.title}</p>
            <ReplyField
              value={reply}
              onChange={setReply}
              error={fieldError(change.error, 'reply')}
              hint={action.kind === 'approve' ? t('reviews.replyOptional') : t('reviews.replyHint')}
            />
            <ErrorNote error={fieldError(change.error, 'reply') ? null : change.error} />
            <FormButtons
              submit={action.kind === 'approve' ? t('reviews.approve') : t('reviews.saveReply')}
              cancel={t('dialog.cancel')}
              onCancel={() => {
                setAction(null)
              }}
            />
          </form>
        ) : null}
      </ActionDialog>
    </div>
  )
}

/** The shop's reply: a labelled text area with its hint and error. */
function ReplyField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string
  onChange: (v: string) => void
  error: string | undefined
  hint: string
}) {
  const { t } = useText()
  const id = useId()
  return (
    <div className="mb-4">
      <label htmlFor={id} className={labelClassName}>
        {t('reviews.replyLabel')}
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={2000}
        className={inputClassName}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[id + '-hint', error ? id + '-error' : ''].filter(Boolean).join(' ')}
        onChange={(e) => {
          onChange(e.target.value)
        }}
      />
      <p id={id + '-hint'} className="mt-1 text-sm text-stone-700">
        {hint}
      </p>
      {error ? (
        <p id={id + '-error'} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
