import type { AttributeOptions } from '../api/get-attributes-metadata.commerce'
import type { ProductCardData } from '../lib/product'
import type { BreadcrumbTrail } from '../lib/trail'
import { ProductCard, ProductCardSkeleton } from './product-card'

/** How many cards are likely above the fold on a desktop; their images load at once. */
const eagerImages = 4

export const gridClassName = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4'

export function ProductGrid({
  products,
  attributes,
  trail,
  className = gridClassName,
}: {
  products: readonly ProductCardData[]
  attributes: AttributeOptions | undefined
  trail?: BreadcrumbTrail | undefined
  className?: string
}) {
  const manufacturers = attributes?.get('manufacturer')
  return (
    <ul className={className}>
      {products.map((product, index) => (
        <li key={product.uid}>
          <ProductCard
            product={product}
            manufacturer={
              product.manufacturerId === null
                ? undefined
                : manufacturers?.get(String(product.manufacturerId))?.label
            }
            eager={index < eagerImages}
            trail={trail}
          />
        </li>
      ))}
    </ul>
  )
}

/** The grid's place while the first products load. */
export function ProductGridSkeleton({
  label,
  count = 8,
  className = gridClassName,
}: {
  label: string
  count?: number
  className?: string
}) {
  return (
    <div role="status" aria-label={label}>
      <div className={className}>
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  )
}
