/**
 * What the product page hands the cart (the app composes it with the cart
 * feature): Magento's CartItemInput of one product.
 */
export interface AddToCartItem {
  /** The variant's SKU for a configurable product, with its parent's in parent_sku. */
  sku: string
  parent_sku?: string
  quantity: number
  selected_options: string[]
  entered_options: { uid: string; value: string }[]
}

/**
 * Adds to the browser's cart; answers the server's messages for what could
 * not be added (user_errors), or null when nothing was sent. Throws when
 * the request failed. An add that succeeded is confirmed by the cart (the
 * cart drawer the app composes), not by the product page.
 */
export type AddToCart = (item: AddToCartItem) => Promise<{ userErrors: readonly string[] } | null>

/** Quantities the cart takes: whole numbers from 1 to 999. */
export const minQuantity = 1
export const maxQuantity = 999

/** A typed quantity as a whole number the cart takes, or null. */
export function parseQuantity(raw: string): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) return null
  const quantity = Number(raw)
  return quantity >= minQuantity && quantity <= maxQuantity ? quantity : null
}

/**
 * Uploads a file for a file option (a club logo) into the browser's cart
 * before adding (the app composes it with the cart feature): answers the
 * token the item names in entered_options and the file's name as kept.
 * Throws an error whose message is the server's, in the page's language.
 */
export type UploadOptionFile = (input: {
  sku: string
  optionUid: string
  file: File
  onProgress?: (fraction: number) => void
}) => Promise<{ token: string; filename: string }>
