import type { WishlistItem } from '../api/get-customer-wishlist.commerce'

/** An item as the page shows it. */
export interface WishlistItemView {
  id: string
  name: string
  /** The product page's path (without the language); null once the product is no longer sold. */
  path: string | null
  image: { src: string; alt: string } | null
  /** Chosen variant's and options' labels and values. */
  options: { label: string; value: string }[]
  quantity: number
  addedAt: string
  /** The unit price now (the variant's, else the product's lowest, with the chosen options' surcharges), as the API states it. */
  priceNow: { value: number; currency: string } | null
  priceWhenAdded: { value: number; currency: string } | null
  priceChanged: boolean
  /** What keeps it from the cart, if anything. */
  state: 'ready' | 'outOfStock' | 'chooseVariant' | 'unavailable'
  /**
   * Why an unavailable item cannot go to the cart, as the server says it
   * (currently unavailable: disabled; no longer available: deleted).
   */
  unavailableMessage: string | null
}

const money = (amount: { value: number | null; currency: string | null } | null | undefined) =>
  amount?.value != null && amount.currency
    ? { value: amount.value, currency: amount.currency }
    : null

/** An image's label, or the product's name when it has none. */
function imageLabel(label: string | null | undefined, name: string): string {
  return label !== undefined && label !== null && label !== '' ? label : name
}

/** Describes an item of GetCustomerWishlist for the page. */
export function toItemView(item: WishlistItem): WishlistItemView {
  const product = item.product
  // No longer sold: the product as the item kept it (name, picture), never a link.
  const unavailable = !product || item.unavailable_message != null
  const isConfigurable = 'configured_variant' in item
  const variant = isConfigurable ? (item.configured_variant ?? null) : null
  const shown = variant ?? product
  const image = shown?.small_image?.sizes?.small ?? product?.small_image?.sizes?.small
  const name = product?.name ?? ''
  const configurable =
    isConfigurable && 'configurable_options' in item ? (item.configurable_options ?? []) : []
  return {
    id: item.id,
    name,
    path:
      product && !unavailable && product.url_key
        ? `${product.url_key}${product.url_suffix ?? ''}`
        : null,
    image: image ? { src: image, alt: imageLabel(shown?.small_image?.label, name) } : null,
    options: [
      ...configurable.flatMap((option) =>
        option ? [{ label: option.option_label, value: option.value_label }] : [],
      ),
      ...item.customizable_options.flatMap((option) =>
        option
          ? [
              {
                label: option.label,
                value: option.values
                  .map((value) => value.value || value.label)
                  .filter((text) => text !== '')
                  .join(', '),
              },
            ]
          : [],
      ),
    ],
    quantity: item.quantity,
    addedAt: item.added_at,
    priceNow: money(item.price_now),
    priceWhenAdded: money(item.price_when_added),
    priceChanged: item.price_changed,
    unavailableMessage: item.unavailable_message ?? null,
    state: unavailable
      ? 'unavailable'
      : isConfigurable && !variant
        ? 'chooseVariant'
        : shown?.stock_status === 'OUT_OF_STOCK'
          ? 'outOfStock'
          : 'ready',
  }
}
