import { useTranslation } from 'react-i18next'
import { useLocale } from '@/hooks/use-locale'
import { useAttributeOptions } from '../api/get-attributes-metadata.commerce'
import { useProductsByQuery } from '../api/get-products-by-query.commerce'
import { productSort } from '../lib/listing-state'
import { present } from '../lib/product'
import { toProductCard } from '../lib/product-card'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

const teaserCount = 8
const teaserGrid = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4'

/** The newest products of the store's catalogue as cards (the Store header picks the store). */
export function NewArrivals() {
  const { t } = useTranslation()
  const locale = useLocale()
  const attributes = useAttributeOptions(locale)
  const { data, isPending } = useProductsByQuery(
    locale,
    { sort: productSort('newest'), pageSize: teaserCount, currentPage: 1, withAggregations: false },
    { queryConfig: { select: (result) => present(result.products?.items).map(toProductCard) } },
  )
  if (!isPending && (data ?? []).length === 0) return null

  return (
    <section aria-labelledby="new-arrivals-heading">
      <h2
        id="new-arrivals-heading"
        className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
      >
        {t('home.newArrivals')}
      </h2>
      <div className="mt-6">
        {isPending ? (
          <ProductGridSkeleton label={t('listing.loading')} count={4} className={teaserGrid} />
        ) : (
          <ProductGrid products={data ?? []} attributes={attributes} className={teaserGrid} />
        )}
      </div>
    </section>
  )
}
