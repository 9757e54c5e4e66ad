/**
 * The cart an order was placed from in this browser tab, kept in
 * sessionStorage (never in a URL, never in a log): the success page asks
 * the server for the order of that cart (checkoutOrder), which answers it
 * only to the session that placed it. It lives as long as the tab.
 */
const key = 'paddock_placed_cart'

/** Remembers the cart an order was just placed from. */
export function rememberPlacedCart(cartId: string): void {
  try {
    sessionStorage.setItem(key, cartId)
  } catch {
    // Storage turned off: the success page then says it has no order to show.
  }
}

/** The cart the last order of this tab was placed from; null for none. */
export function placedCart(): string | null {
  try {
    const value = sessionStorage.getItem(key)
    return value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null
  } catch {
    return null
  }
}
