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

const paymentKey = 'paddock_placed_payment'

/**
 * Remembers the payment token of the order just placed in this tab
 * (sessionStorage, never a URL or a log): a shopper who comes back from
 * the provider's page without paying (the browser's back button) is
 * offered to pay or to choose another method (PendingOrderNotice).
 */
export function rememberPlacedPayment(token: string): void {
  try {
    sessionStorage.setItem(paymentKey, token)
  } catch {
    // Storage turned off: the mail of the order still leads to paying it.
  }
}

/** The payment token of the last order placed in this tab; null for none. */
export function placedPayment(): string | null {
  try {
    const value = sessionStorage.getItem(paymentKey)
    return value && /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null
  } catch {
    return null
  }
}

/** Forgets the placed order's payment: paid, or given up for another method. */
export function forgetPlacedPayment(): void {
  try {
    sessionStorage.removeItem(paymentKey)
  } catch {
    // Nothing kept.
  }
}
