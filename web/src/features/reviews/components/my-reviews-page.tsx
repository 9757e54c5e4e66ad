import { keepPreviousData } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { LoadFailedState, LoadingState } from '@/components/ui/load-states'
import { PageHeading } from '@/components/ui/page-heading'
import { Pagination } from '@/components/ui/pagination'
import { RatingStars } from '@/components/ui/rating-stars'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import type { Locale } from '@/lib/locale'
import { formatShopDay } from '@/lib/shop-date'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { useCustomerReviews, type CustomerReview } from '../api/customer-reviews.commerce'

const statusTone: Record<CustomerReview['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-forest-100 text-forest-900',
  REJECTED: 'bg-cream-200 text-red-800',
}

/** The list's address of a page: the first page without ?page. */
export function myReviewsPagePath(locale: Locale, page: number): string {
  const base = `/${locale}/customer/reviews`
  return page > 1 ? `${base}?page=${String(page)}` : base
}

function ReviewItem({ review, locale }: { review: CustomerReview; locale: Locale }) {
  const { t } = useTranslation()
  const product = review.product
  const path = `/${locale}/${product.url_key ?? ''}${product.url_suffix ?? ''}`
  const stars = review.average_rating / 20
  return (
    <li className="rounded-xl border border-cream-300 bg-cream-50 p-4 sm:p-5">
      <article className="flex gap-4">
        {product.small_image?.sizes?.small ? (
          <img
            src={product.small_image.sizes.small}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            className="size-18 shrink-0 rounded-md bg-white object-contain"
          />
        ) : null}
        <div className="min-w-0 grow">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h2 className="font-medium">
              <Link to={path} className="text-forest-900 underline underline-offset-2">
                {product.name}
              </Link>
            </h2>
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ${statusTone[review.status]}`}
            >
              {t(`myReviews.status.${review.status}`)}
            </span>
          </div>
          <h3 className="mt-2 font-display text-lg font-semibold text-forest-900">
            {review.summary}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            <RatingStars rating={stars} />{' '}
            <span className="sr-only">{t('productReviews.stars', { rating: stars })}</span>
            {t('myReviews.written', { date: formatShopDay(review.created_at, locale) })}
          </p>
          <p className="mt-2 whitespace-pre-line">{review.text}</p>
          {review.status === 'REJECTED' && (
            <p className="mt-2 text-sm text-ink-muted">{t('myReviews.rejectedHint')}</p>
          )}
          {review.shop_reply && (
            <div className="mt-3 rounded-md border-l-4 border-forest-700 bg-white p-3">
              <p className="text-sm font-semibold text-forest-900">
                {t('productReviews.shopReply')}
              </p>
              <p className="mt-1 whitespace-pre-line">{review.shop_reply.text}</p>
            </div>
          )}
        </div>
      </article>
    </li>
  )
}

/**
 * /{lang}/customer/reviews: the customer's own reviews in every status,
 * newest first, ten a page (the page in the URL), each with its product,
 * stars, where it stands in the shop's check and the shop's reply.
 */
export function MyReviewsPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const ready = useCatalogPart(['reviews', 'customer'])
  const title = t('routes.customer-reviews.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const [search] = useSearchParams()
  const asked = Number(search.get('page'))
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1
  const query = useCustomerReviews(locale, page, {
    queryConfig: { select: (data) => data.customer?.reviews, placeholderData: keepPreviousData },
  })
  const reviews = query.data
  const items = (reviews?.items ?? []).filter((r): r is CustomerReview => r !== null)
  const pageCount = Math.max(reviews?.page_info.total_pages ?? 1, 1)

  return (
    <div className="pb-12">
      <PageHeading>{title}</PageHeading>
      {!ready ? null : reviews ? (
        items.length === 0 && page === 1 ? (
          <div className="mt-8 max-w-xl">
            <p>{t('myReviews.none')}</p>
            <Link to={`/${locale}/customer/orders`} className={`${buttonClassName} mt-6`}>
              {t('myReviews.toOrders')}
            </Link>
          </div>
        ) : (
          <section aria-label={t('myReviews.listLabel')} className="mt-8">
            <p className="max-w-2xl text-ink-muted">{t('myReviews.intro')}</p>
            <ol className="mt-4 space-y-3" aria-busy={query.isPlaceholderData || undefined}>
              {items.map((review) => (
                <ReviewItem
                  key={`${review.product.uid}-${review.created_at}`}
                  review={review}
                  locale={locale}
                />
              ))}
            </ol>
            <Pagination
              className="mt-8"
              page={reviews.page_info.current_page ?? page}
              pageCount={pageCount}
              hrefFor={(n) => myReviewsPagePath(locale, n)}
              labels={{
                navigation: t('productReviews.pages'),
                previous: t('myReviews.previous'),
                next: t('myReviews.next'),
                page: (n) => t('myReviews.page', { page: n }),
              }}
            />
          </section>
        )
      ) : query.isPending ? (
        <LoadingState text={t('productReviews.loading')} />
      ) : (
        <LoadFailedState
          message={t('productReviews.failed')}
          retry={t('productReviews.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  )
}
