import type { GuestWishlistEntry } from './guest-wishlist'

/**
 * What a heart saves: a product (a configurable product's own SKU), on
 * the product page with the variant and options chosen so far. Cards
 * name only the product.
 */
export interface WishlistTarget {
  sku: string
  /** The product's name, for the button's accessible name on cards. */
  name: string
  /** The chosen variant's SKU, when one is chosen. */
  variantSku?: string | undefined
  selectedOptions?: readonly string[] | undefined
  enteredOptions?: readonly { uid: string; value: string }[] | undefined
}

/** An item of the account's list as far as a heart needs it. */
export interface SavedItem {
  id: string
  productSku: string
  variantSku: string | null
}

/**
 * Whether a saved product is what the heart names: the same product and,
 * where the heart names a variant, that variant. A card's heart stands for
 * every saved item of its product.
 */
export function matches(target: WishlistTarget, productSku: string, variantSku: string | null) {
  return (
    productSku === target.sku &&
    (target.variantSku === undefined || variantSku === target.variantSku)
  )
}

export function matchesEntry(target: WishlistTarget, entry: GuestWishlistEntry): boolean {
  return entry.parent_sku === undefined
    ? matches(target, entry.sku, null)
    : matches(target, entry.parent_sku, entry.sku)
}

/** The WishlistItemInput of a target, one of it. */
export function toEntry(target: WishlistTarget, addedAt: string): GuestWishlistEntry {
  const selected = target.selectedOptions ?? []
  const entered = target.enteredOptions ?? []
  return {
    sku: target.variantSku ?? target.sku,
    ...(target.variantSku !== undefined ? { parent_sku: target.sku } : {}),
    ...(selected.length > 0 ? { selected_options: [...selected] } : {}),
    ...(entered.length > 0 ? { entered_options: entered.map((option) => ({ ...option })) } : {}),
    quantity: 1,
    added_at: addedAt,
  }
}

/** An entry as addProductsToWishlist takes it (without the day it was saved). */
export function toItemInput(entry: GuestWishlistEntry) {
  const { sku, parent_sku, selected_options, entered_options, quantity } = entry
  return {
    sku,
    quantity,
    ...(parent_sku !== undefined ? { parent_sku } : {}),
    ...(selected_options !== undefined ? { selected_options } : {}),
    ...(entered_options !== undefined ? { entered_options } : {}),
  }
}
