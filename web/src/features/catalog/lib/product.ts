import type { GalleryImageFieldsFragment, PriceRangeFieldsFragment } from '@/gql/graphql'

/** An amount in a currency; prices are gross (VAT included). */
export interface Money {
  value: number
  currency: string
}

/** One price as the price block shows it; the server computed every figure. */
export interface Price {
  regular: Money
  final: Money
  /** The reduction against `reference`, as the badge states it; null when no reduction shows. */
  percentOff: number | null
  /**
   * PAngV § 11: the lowest price of the 30 days before the reduction, the
   * one price a reduction is stated against: struck out beside the final
   * price and the base of `percentOff`. Null when no reduction may be
   * shown (not reduced, or the final price is not below that low).
   */
  reference: Money | null
  /** The final price per base unit (kg, l, m). */
  basePrice: Money | null
}

export interface PriceRange {
  minimum: Price
  /** The highest final price among the variants; differs from the minimum for "from" prices. */
  maximumFinal: Money | null
}

export interface ImageSizes {
  label: string
  width: number | null
  height: number | null
  small: string
  medium: string
  large?: string
  xlarge?: string
}

export interface Swatch {
  valueIndex: number
  label: string
  /** A hex colour; absent for values without one. */
  color?: string
}

/** What a product card shows. */
export interface ProductCardData {
  uid: string
  sku: string
  name: string
  /** The product's path without the language prefix. */
  path: string
  manufacturerId: number | null
  isNew: boolean
  inStock: boolean
  careSize: string | null
  basePriceUnit: string | null
  image: ImageSizes | null
  price: PriceRange
  /** The colours a configurable product comes in. */
  swatches: Swatch[]
  /** The approved reviews' average in per cent and their number; none without reviews. */
  rating: { percent: number; count: number } | null
}

const noMoney: Money = { value: 0, currency: 'EUR' }

function toMoney(
  money: { value: number | null; currency: string | null } | null | undefined,
): Money | null {
  if (money?.value == null) return null
  return { value: money.value, currency: money.currency ?? 'EUR' }
}

/**
 * The one rule for every screen that shows a reduced price (product page,
 * listing tiles, blocks): the reduction, badge and struck-out price alike,
 * is stated against the lowest price of the 30 days before it (PAngV § 11),
 * never against the regular price; the server's catalog.Pricing.Reference
 * is the same rule for the cart.
 */
export function toPriceRange(range: PriceRangeFieldsFragment): PriceRange {
  const minimum = range.minimum_price
  const final = toMoney(minimum.final_price) ?? noMoney
  const regular = toMoney(minimum.regular_price) ?? final
  const lowest = final.value < regular.value ? toMoney(minimum.lowest_price_30_days) : null
  const reference = lowest && lowest.value > final.value ? lowest : null
  const percentOff = minimum.discount?.percent_off ?? 0
  return {
    minimum: {
      regular,
      final,
      percentOff: reference && percentOff > 0 ? percentOff : null,
      reference,
      basePrice: toMoney(minimum.base_price),
    },
    maximumFinal: toMoney(range.maximum_price?.final_price),
  }
}

/** The product's path under the language prefix: its url key and suffix. */
export function productPath(product: {
  url_key: string | null
  url_suffix?: string | null
}): string {
  return `${product.url_key ?? ''}${product.url_suffix ?? ''}`
}

export function toImage(
  image:
    | {
        label: string | null
        width: number | null
        height: number | null
        sizes: { small: string; medium: string; large?: string; xlarge?: string } | null
      }
    | null
    | undefined,
  fallbackLabel: string,
): ImageSizes | null {
  if (!image?.sizes) return null
  return {
    label: image.label ?? fallbackLabel,
    width: image.width,
    height: image.height,
    ...image.sizes,
  }
}

export function toGallery(
  images: readonly (GalleryImageFieldsFragment | null)[] | null | undefined,
  name: string,
): ImageSizes[] {
  return (images ?? [])
    .filter((image): image is GalleryImageFieldsFragment => !!image && !image.disabled)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((image) => {
      const converted = toImage('sizes' in image ? image : null, name)
      return converted ? [converted] : []
    })
}

/** Drops the nulls GraphQL lists may hold. */
export function present<T>(items: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item != null)
}
