import { useTranslation } from 'react-i18next'
import type { AttributeOptions } from '../api/get-attributes-metadata.commerce'
import type { ProductCardFieldsFragment } from '@/gql/graphql'
import { toProductCard } from '../lib/product-card'
import { ProductGrid } from './product-grid'

/** "You may also like": the product's upsells as cards. */
export function ProductUpsells({
  products,
  attributes,
}: {
  products: readonly ProductCardFieldsFragment[]
  attributes: AttributeOptions | undefined
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="upsells-heading">
      <h2 id="upsells-heading" className="font-display text-2xl font-semibold text-forest-900">
        {t('product.upsells')}
      </h2>
      <div className="mt-6">
        <ProductGrid products={products.map(toProductCard)} attributes={attributes} />
      </div>
    </section>
  )
}
