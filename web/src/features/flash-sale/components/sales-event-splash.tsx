import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { useCategoryById } from '../api/get-category-by-id.commerce'
import { useProductBySku } from '../api/get-products-by-sku.commerce'
import { useSalesEventBySlug, type SalesEvent } from '../api/get-sales-event-by-slug.content'
import { SaleCountdown } from './sale-countdown'

/**
 * A flash sale's page at its slug: its title, the countdown from server
 * time, the way to what is on sale, then its splash blocks (rendered by the
 * app, which composes the block components). The page asks the server
 * again when the countdown reaches its moment, so a sale that starts shows
 * its end next, and one that ends says so.
 */
export function SalesEventSplash({
  slug,
  saleKey,
  renderBlocks,
}: {
  slug: string
  /** A private sale's access key, from its link (?key=). */
  saleKey?: string | null
  renderBlocks: (blocks: SalesEvent['blocks']) => ReactNode
}) {
  const locale = useLocale()
  const { data, dataUpdatedAt, refetch } = useSalesEventBySlug(locale, slug, saleKey, {
    queryConfig: { select: (result) => result.SalesEvents?.docs[0] ?? null },
  })
  const refresh = useCallback(() => {
    void refetch()
  }, [refetch])
  if (!data) return null
  return (
    <SplashContent
      event={data}
      receivedAt={dataUpdatedAt}
      onEnd={refresh}
      renderBlocks={renderBlocks}
    />
  )
}

function SplashContent({
  event,
  receivedAt,
  onEnd,
  renderBlocks,
}: {
  event: SalesEvent
  receivedAt: number
  onEnd: () => void
  renderBlocks: (blocks: SalesEvent['blocks']) => ReactNode
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  usePageHead({
    kind: 'page',
    title: event.meta.title ?? event.title,
    description: event.meta.description ?? undefined,
    // A private sale is for those who got its link, not for search engines.
    indexable: !event.settings.isPrivateSale && !/\bnoindex\b/i.test(event.meta.robots ?? ''),
  })

  return (
    <article className="flex flex-col gap-12 sm:gap-16">
      <div className="-mx-4 flex flex-col gap-6 bg-forest-900 px-6 py-10 text-cream-50 sm:-mx-6 sm:rounded-xl sm:px-10 lg:mx-0 lg:py-14 [--focus-ring:var(--color-brass-300)]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brass-300 uppercase">
            {event.settings.isPrivateSale ? t('flashSale.privateSale') : t('flashSale.label')}
          </p>
          <h1 className="mt-2 font-display text-3xl leading-tight font-semibold text-balance sm:text-5xl">
            {event.title}
          </h1>
        </div>
        <SaleCountdown
          countdown={event.countdown}
          receivedAt={receivedAt}
          locale={locale}
          onEnd={onEnd}
        />
        {event.countdown.state !== 'ended' && <SaleTarget event={event} />}
      </div>
      {renderBlocks(event.blocks)}
    </article>
  )
}

const targetClassName =
  'inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-md bg-brass-300 px-5 py-2.5 font-medium text-forest-950 shadow-sm transition-colors hover:bg-cream-100'

/** The link to what is on sale: its category (by Magento id) or its one product (by SKU). */
function SaleTarget({ event }: { event: SalesEvent }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { salesType, categoryId, singleProductSku } = event.settings
  const category = useCategoryById(locale, salesType === 'category' ? categoryId : null)
  const product = useProductBySku(locale, salesType === 'singleProduct' ? singleProductSku : null)
  if (salesType === 'category' && category.data?.url_path) {
    return (
      <Link to={`/${locale}/${category.data.url_path}`} className={targetClassName}>
        {t('flashSale.toCategory', { category: category.data.name ?? '' })}
      </Link>
    )
  }
  if (salesType === 'singleProduct' && product.data?.url_key) {
    return (
      <Link
        to={`/${locale}/${product.data.url_key}${product.data.url_suffix ?? ''}`}
        className={targetClassName}
      >
        {t('flashSale.toProduct', { product: product.data.name ?? '' })}
      </Link>
    )
  }
  return null
}
