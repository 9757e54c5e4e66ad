import { useTranslation } from 'react-i18next'
import type { AttributeOptions } from '../api/get-attributes-metadata.commerce'
import type { ProductCardFieldsFragment } from '@/gql/graphql'
import { toProductCard } from '../lib/product-card'
import { ProductGrid } from './product-grid'

/** "Related products" (Passend dazu): the product's related products as cards, as the upsells show. */
export function ProductRelated({
  products,
  attributes,
}: {
  products: readonly ProductCardFieldsFragment[]
  attributes: AttributeOptions | undefined
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="font-display text-2xl font-semibold text-forest-900">
        {t('product.related')}
      </h2>
      <div className="mt-6">
        <ProductGrid products={products.map(toProductCard)} attributes={attributes} />
      </div>
    </section>
  )
}
