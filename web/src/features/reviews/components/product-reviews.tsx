import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { secondaryButtonClassName } from '@/components/ui/button-styles'
import { controlProps, FieldShell, RequiredMark } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton } from '@/components/ui/form/submit-button'
import { formatRating, RatingStars } from '@/components/ui/rating-stars'
import { useLocale } from '@/hooks/use-locale'
import { serverErrors } from '@/lib/server-errors'
import { formatShopDay } from '@/lib/shop-date'
import { useCatalogPart } from '@/lib/use-catalog-part'
import {
  useCreateProductReview,
  useProductReviews,
  useReviewEligibility,
  useReviewRatings,
  type ProductReviewsPage,
} from '../api/product-reviews.commerce'

/** What the app tells the reviews of the visitor: signed in or not (undefined while unknown), and the name to suggest. */
export interface ReviewVisitor {
  signedIn: boolean | undefined
  nickname: string
  signInPath: string
}

/**
 * The product page's reviews (SPEC.md section 2, UWG § 5b (3)): the
 * approved reviews' average and count, the reviews newest first with the
 * verified-purchase mark and the shop's reply, paged; how the shop checks
 * reviews; and for a signed-in customer who bought the product the form to
 * write one (for others, why they cannot). Opened from an order's
 * "write a review" (#reviews), it scrolls into view.
 */
export function ProductReviews({ sku, visitor }: { sku: string; visitor: ReviewVisitor }) {
  const ready = useCatalogPart(['reviews', 'forms'])
  const location = useLocation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (ready && location.hash === '#reviews') ref.current?.scrollIntoView({ block: 'start' })
  }, [ready, location.hash])
  if (!ready) return null
  return (
    <div ref={ref} className="max-w-3xl scroll-mt-24 space-y-10">
      <ReviewList sku={sku} />
      <HowChecked />
      <WriteReview sku={sku} visitor={visitor} />
    </div>
  )
}

function ReviewList({ sku }: { sku: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [page, setPage] = useState(1)
  const headingId = useId()
  const { data, isPending, isError, refetch } = useProductReviews(locale, sku, page, {
    queryConfig: { select: (result) => result.products?.items?.[0] ?? undefined },
  })
  if (isPending) return <p className="text-ink-muted">{t('productReviews.loading')}</p>
  if (isError || !data)
    return (
      <div role="alert">
        <p>{t('productReviews.failed')}</p>
        <button
          type="button"
          className={`${secondaryButtonClassName} mt-2`}
          onClick={() => {
            void refetch()
          }}
        >
          {t('productReviews.retry')}
        </button>
      </div>
    )
  const product: ProductReviewsPage = data
  if (product.review_count === 0) {
    return (
      <div>
        <p className="font-medium text-ink">{t('productReviews.none')}</p>
        <p className="mt-1 text-ink-muted">{t('productReviews.noneHint')}</p>
      </div>
    )
  }
  const reviews = product.reviews.items.filter((r) => r !== null)
  const pages = product.reviews.page_info.total_pages ?? 1
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('productReviews.listLabel')}
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-display text-4xl font-semibold text-forest-900" aria-hidden="true">
          {formatRating(product.rating_summary, locale)}
        </span>
        <RatingStars rating={product.rating_summary / 20} className="text-xl" />
        <span className="text-ink">
          {t('productReviews.summary', {
            average: formatRating(product.rating_summary, locale),
            count: product.review_count,
          })}
        </span>
      </p>
      <ol className="mt-6 divide-y divide-cream-300 border-y border-cream-300">
        {reviews.map((review, index) => (
          <li key={`${review.created_at}-${String(index)}`} className="py-5">
            <article>
              <p>
                <RatingStars rating={review.average_rating / 20} />{' '}
                <span className="sr-only">
                  {t('productReviews.stars', { rating: review.average_rating / 20 })}
                </span>
              </p>
              <h3 className="mt-1 font-semibold text-forest-900">{review.summary}</h3>
              <p className="mt-1 text-sm text-ink-muted">
                {t('productReviews.by', {
                  nickname: review.nickname,
                  date: formatShopDay(review.created_at, locale),
                })}
                {review.verified_purchase && (
                  <span className="ml-2 inline-block rounded-full border border-forest-700 px-2 text-xs font-medium text-forest-800">
                    {t('productReviews.verified')}
                  </span>
                )}
              </p>
              <p className="mt-2 whitespace-pre-line text-ink">{review.text}</p>
              {review.shop_reply && (
                <div className="mt-3 rounded-md border-l-4 border-forest-700 bg-cream-100 p-3">
                  <p className="text-sm font-medium text-forest-900">
                    {t('productReviews.shopReply')} ·{' '}
                    {formatShopDay(review.shop_reply.created_at, locale)}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-ink">{review.shop_reply.text}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav
          aria-label={t('productReviews.pages')}
          className="mt-4 flex flex-wrap items-center gap-3"
        >
          <button
            type="button"
            className={secondaryButtonClassName}
            disabled={page <= 1}
            onClick={() => {
              setPage(page - 1)
            }}
          >
            {t('productReviews.previous')}
          </button>
          <span aria-live="polite">{t('productReviews.position', { page, count: pages })}</span>
          <button
            type="button"
            className={secondaryButtonClassName}
            disabled={page >= pages}
            onClick={() => {
              setPage(page + 1)
            }}
          >
            {t('productReviews.next')}
          </button>
        </nav>
      )}
    </section>
  )
}

/** How reviews are checked (UWG § 5b (3)). */
function HowChecked() {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-cream-100 p-4 text-sm text-ink">
      <h2 id={headingId} className="font-display text-lg font-semibold text-forest-900">
        {t('productReviews.howChecked.title')}
      </h2>
      <p className="mt-2">{t('productReviews.howChecked.buyers')}</p>
      <p className="mt-2">{t('productReviews.howChecked.checked')}</p>
      <p className="mt-2">{t('productReviews.howChecked.noIncentive')}</p>
    </section>
  )
}

function WriteReview({ sku, visitor }: { sku: string; visitor: ReviewVisitor }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const locale = useLocale()
  const headingId = useId()
  const eligibility = useReviewEligibility(locale, sku, visitor.signedIn === true)
  const [sent, setSent] = useState(false)
  let body
  if (sent) {
    body = (
      <p
        role="status"
        className="rounded-md border border-forest-700 bg-cream-50 p-4 text-forest-900"
      >
        {t('productReviews.write.sent')}
      </p>
    )
  } else if (visitor.signedIn === undefined || (visitor.signedIn && eligibility.isPending)) {
    body = null
  } else if (
    !visitor.signedIn ||
    eligibility.data?.productReviewEligibility === 'SIGN_IN_REQUIRED'
  ) {
    body = (
      <p>
        {t('productReviews.cannot.signIn')}{' '}
        <Link
          to={`${visitor.signInPath}?redirect=${encodeURIComponent(pathname)}`}
          className="font-medium text-forest-700 underline underline-offset-2"
        >
          {t('productReviews.cannot.signInLink')}
        </Link>
      </p>
    )
  } else if (eligibility.data?.productReviewEligibility === 'NOT_PURCHASED') {
    body = <p>{t('productReviews.cannot.notPurchased')}</p>
  } else if (eligibility.data?.productReviewEligibility === 'ALREADY_REVIEWED') {
    body = <p>{t('productReviews.cannot.already')}</p>
  } else if (eligibility.data?.productReviewEligibility === 'CAN_REVIEW') {
    body = (
      <ReviewForm
        sku={sku}
        nickname={visitor.nickname}
        labelledBy={headingId}
        onSent={() => {
          setSent(true)
        }}
      />
    )
  } else {
    body = <p role="alert">{t('productReviews.failed')}</p>
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-lg font-semibold text-forest-900">
        {t('productReviews.write.title')}
      </h2>
      <div className="mt-3">{body}</div>
    </section>
  )
}

const fieldNames = ['nickname', 'summary', 'text', 'ratings'] as const
type FieldName = (typeof fieldNames)[number]

interface Draft {
  rating: number
  nickname: string
  summary: string
  text: string
  /** The server's (or the form's) errors by field, shown until the next try. */
  errors: Partial<Record<FieldName, string>>
}

/**
 * What a customer typed, by product, until it is sent: the tabs become an
 * accordion when the window narrows (and back), which mounts the form anew.
 */
const drafts = new Map<string, Draft>()

function ReviewForm({
  sku,
  nickname: suggested,
  labelledBy,
  onSent,
}: {
  sku: string
  nickname: string
  /** The id of the section's heading, which names the form. */
  labelledBy: string
  onSent: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const ratings = useReviewRatings(locale, true)
  const create = useCreateProductReview()
  const [draft, setDraft] = useState<Draft>(
    () => drafts.get(sku) ?? { rating: 0, nickname: suggested, summary: '', text: '', errors: {} },
  )
  const { rating, nickname, summary, text, errors } = draft
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch }
      drafts.set(sku, next)
      return next
    })
  }
  const setRating = (value: number) => {
    change({ rating: value })
  }
  const setNickname = (value: string) => {
    change({ nickname: value })
  }
  const setSummary = (value: string) => {
    change({ summary: value })
  }
  const setText = (value: string) => {
    change({ text: value })
  }
  const setErrors = (value: Draft['errors']) => {
    change({ errors: value })
  }
  const [general, setGeneral] = useState<string[]>([])
  const form = useRef<HTMLFormElement>(null)
  const metadata = ratings.data?.productReviewRatingsMetadata.items[0]

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (create.isPending) return
    const value = metadata?.values.find((v) => v.value === String(rating))
    if (!metadata || !value) {
      setErrors({ ratings: t('productReviews.write.ratingRequired') })
      setGeneral([])
      form.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus()
      return
    }
    create.mutate(
      {
        input: {
          sku,
          nickname,
          summary,
          text,
          ratings: [{ id: metadata.id, value_id: value.value_id }],
        },
      },
      {
        onSuccess: () => {
          drafts.delete(sku)
          onSent()
        },
        onError: (error) => {
          const sorted = serverErrors(error, fieldNames)
          setErrors(Object.fromEntries(sorted.fields.map((f) => [f.name, f.message])))
          setGeneral(
            sorted.general.length > 0
              ? sorted.general
              : sorted.fields.length === 0
                ? [t('productReviews.write.failed')]
                : [],
          )
          const first = sorted.fields[0]
          if (first && sorted.general.length === 0) {
            form.current
              ?.querySelector<HTMLElement>(
                first.name === 'ratings' ? 'input[type=radio]' : `[name="${first.name}"]`,
              )
              ?.focus()
          }
        },
      },
    )
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
      className="space-y-5"
    >
      <NeedsJavaScript />
      <FormAlert messages={general} />
      <fieldset aria-describedby={errors.ratings ? `${id}-ratings-error` : undefined}>
        <legend className="block text-sm font-medium text-ink">
          {t('productReviews.write.rating')}
          <RequiredMark />
        </legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative cursor-pointer">
              <input
                type="radio"
                name="ratings"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n)
                }}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={`flex size-11 items-center justify-center rounded-md text-3xl peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-700 ${
                  n <= rating ? 'text-amber-700' : 'text-cream-300'
                }`}
              >
                ★
              </span>
              <span className="sr-only">{t('productReviews.write.star', { count: n })}</span>
            </label>
          ))}
        </div>
        {errors.ratings && (
          <p id={`${id}-ratings-error`} className="mt-1 text-sm text-red-800">
            {errors.ratings}
          </p>
        )}
      </fieldset>
      <FieldShell
        id={`${id}-nickname`}
        label={t('productReviews.write.nickname')}
        required
        hint={t('productReviews.write.nicknameHint')}
        error={errors.nickname}
      >
        <input
          {...controlProps(`${id}-nickname`, errors.nickname, { hint: true })}
          name="nickname"
          autoComplete="nickname"
          maxLength={50}
          value={nickname}
          onChange={(e) => {
            setNickname(e.target.value)
          }}
        />
      </FieldShell>
      <FieldShell
        id={`${id}-summary`}
        label={t('productReviews.write.summary')}
        required
        error={errors.summary}
      >
        <input
          {...controlProps(`${id}-summary`, errors.summary)}
          name="summary"
          maxLength={120}
          value={summary}
          onChange={(e) => {
            setSummary(e.target.value)
          }}
        />
      </FieldShell>
      <FieldShell
        id={`${id}-text`}
        label={t('productReviews.write.text')}
        required
        hint={t('productReviews.write.textHint')}
        error={errors.text}
      >
        <textarea
          {...controlProps(`${id}-text`, errors.text, { hint: true })}
          name="text"
          rows={5}
          maxLength={4000}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
          }}
        />
      </FieldShell>
      <SubmitButton pending={create.isPending} pendingLabel={t('productReviews.write.sending')}>
        {t('productReviews.write.submit')}
      </SubmitButton>
    </form>
  )
}
