import type { ProductCardFieldsFragment } from '@/gql/graphql'
import { productPath, toImage, toPriceRange, type ProductCardData, type Swatch } from './product'

/**
 * A product as a card shows it. Apart from the shared product helpers, so
 * that a product page, whose cards (upsells) are below the fold, loads this
 * only with them.
 */

export function toSwatches(
  options:
    | readonly ({
        attribute_code: string | null
        values:
          | readonly ({
              value_index: number | null
              label: string | null
              swatch_data: { value: string | null } | null
            } | null)[]
          | null
      } | null)[]
    | null
    | undefined,
): Swatch[] {
  const colour = options?.find((option) => option?.attribute_code === 'color')
  return (colour?.values ?? []).flatMap((value) =>
    value?.value_index != null
      ? [
          {
            valueIndex: value.value_index,
            label: value.label ?? '',
            ...(value.swatch_data?.value ? { color: value.swatch_data.value } : {}),
          },
        ]
      : [],
  )
}

export function toProductCard(product: ProductCardFieldsFragment): ProductCardData {
  const name = product.name ?? ''
  return {
    uid: product.uid,
    sku: product.sku ?? '',
    name,
    path: productPath(product),
    manufacturerId: product.manufacturer,
    isNew: product.is_new === true,
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    careSize: product.care_size,
    basePriceUnit: product.base_price_unit,
    image: toImage(product.small_image, name),
    price: toPriceRange(product.price_range),
    swatches: 'configurable_options' in product ? toSwatches(product.configurable_options) : [],
    rating:
      product.review_count > 0
        ? { percent: product.rating_summary, count: product.review_count }
        : null,
  }
}
