import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EditorLink } from '@/components/ui/editor-link'
import type { ProductCardFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { useProductsByCategoryIds } from '@/features/content/api/get-products-by-category-ids.commerce'
import { inSkuOrder, useProductsBySkus } from '@/features/content/api/get-products-by-skus.commerce'
import type { BlockOf, BlockProps } from '@/features/content/lib/blocks'
import { CardSlider } from '../card-slider'

export type CatalogLayout = BlockOf<'CatalogBlock'>['layout']

/** Renders one product of the block; the app hands in the catalogue's product card. */
export type RenderProduct = (
  product: ProductCardFieldsFragment,
  options: { layout: CatalogLayout; eager: boolean },
) => ReactNode

/** The schema allows 1 to 24 products. */
export function catalogLimit(limit: number): number {
  return Math.min(24, Math.max(1, Math.trunc(limit) || 1))
}

function useCatalogProducts(block: BlockOf<'CatalogBlock'>) {
  const locale = useLocale()
  const limit = catalogLimit(block.limit)
  const skus = block.productSkus.slice(0, limit)
  const byCategory = block.type === 'category'
  const category = useProductsByCategoryIds(locale, block.categoryIds, limit, {
    queryConfig: {
      enabled: byCategory && block.categoryIds.length > 0,
      select: (result) => (result.products?.items ?? []).flatMap((item) => (item ? [item] : [])),
    },
  })
  const bySkus = useProductsBySkus(locale, skus, {
    queryConfig: {
      enabled: !byCategory && skus.length > 0,
      select: (result) => inSkuOrder(result, skus),
    },
  })
  // A block without categories or SKUs asks for nothing and shows nothing.
  const asked = byCategory ? block.categoryIds.length > 0 : skus.length > 0
  const { data, isPending } = byCategory ? category : bySkus
  return { asked, data, isPending }
}

const gridClassName = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4'

/**
 * Products from the commerce API, a category's or a list of SKUs in the
 * editor's order, as a grid, a sideways slider or a list. While they load
 * the block keeps its place; a block without products leaves no trace.
 */
export function CatalogBlock({
  block,
  renderProduct,
}: BlockProps<'CatalogBlock'> & { renderProduct: RenderProduct }) {
  const { t } = useTranslation()
  const headingId = useId()
  const { asked, data: products, isPending } = useCatalogProducts(block)
  const label = block.headline ?? t('content.catalog.label')

  if (!asked) return null
  if (isPending) {
    return (
      <div
        role="status"
        aria-label={t('content.catalog.loading')}
        className="min-h-80 animate-pulse rounded-lg bg-cream-200/60"
      />
    )
  }

  if (!products || products.length === 0) return null
  const cards = products.map((product, index) =>
    renderProduct(product, { layout: block.layout, eager: index < 2 }),
  )
  return (
    <section
      aria-labelledby={block.headline ? headingId : undefined}
      aria-label={block.headline ? undefined : label}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        {block.headline && (
          <h2
            id={headingId}
            className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
          >
            {block.headline}
          </h2>
        )}
        {block.link && (
          <EditorLink
            url={block.link.url}
            newTab={block.link.newTab}
            className="inline-flex min-h-11 items-center font-medium text-forest-700 underline underline-offset-4 hover:text-forest-900"
          >
            {block.link.label ?? t('content.catalog.showAll')}
          </EditorLink>
        )}
      </div>
      <div className="mt-6">
        {block.layout === 'slider' ? (
          <CardSlider label={label} items={cards} />
        ) : (
          <ul
            className={
              block.layout === 'list'
                ? 'divide-y divide-cream-300 border-y border-cream-300'
                : gridClassName
            }
          >
            {cards.map((card, index) => (
              <li key={products[index]?.uid ?? index}>{card}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
