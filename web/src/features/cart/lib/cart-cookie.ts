/**
 * The `paddock_cart` cookie (ARCHITECTURE.md, Carts): the guest cart's id
 * and its item count, `<cartId>:<total_quantity>`, set by the browser for
 * the whole shop (Path=/, SameSite=Lax, Secure on https, 30 days). The
 * server never reads it: the id goes only into the cart operations'
 * variables, never into a URL or a log. The header shows the count
 * without asking the server; a signed-in customer's cart is the server's
 * (customerCart), so the cookie holds only a guest's.
 */

export const cartCookieName = 'paddock_cart'

/** Thirty days, renewed with every change of the cart. */
export const cartCookieMaxAge = 30 * 24 * 60 * 60

export interface GuestCartCookie {
  cartId: string
  /** The items' quantities added up, as the header shows it. */
  count: number
}

/** Reads the cookie's value; null for none, or for a value the storefront did not write. */
export function parseCartCookie(value: string | undefined | null): GuestCartCookie | null {
  if (!value) return null
  const match = /^([A-Za-z0-9_-]{16,64}):(\d{1,6})$/.exec(decodeURIComponent(value))
  if (!match?.[1] || match[2] === undefined) return null
  return { cartId: match[1], count: Number(match[2]) }
}

function readCookie(): GuestCartCookie | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === cartCookieName) return parseCartCookie(rest.join('='))
  }
  return null
}

const listeners = new Set<() => void>()
let snapshot: GuestCartCookie | null | undefined

function changed() {
  snapshot = undefined
  for (const listener of listeners) listener()
}

/** The guest cart of this browser, as the cookie holds it (one object until it changes). */
export function guestCart(): GuestCartCookie | null {
  const current = readCookie()
  if (
    snapshot === undefined ||
    current?.cartId !== snapshot?.cartId ||
    current?.count !== snapshot?.count
  ) {
    snapshot = current
  }
  return snapshot
}

/** Calls back whenever the storefront writes or drops the cookie (useSyncExternalStore). */
export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Keeps a guest cart's id and count for 30 days. */
export function keepGuestCart(cart: { id: string; total_quantity: number }): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const count = Math.max(0, Math.round(cart.total_quantity))
  document.cookie = `${cartCookieName}=${encodeURIComponent(`${cart.id}:${String(count)}`)}; Path=/; Max-Age=${String(cartCookieMaxAge)}; SameSite=Lax${secure}`
  changed()
}

/** Forgets the guest cart: signed in (merged), signed out, or the server no longer has it. */
export function forgetGuestCart(): void {
  document.cookie = `${cartCookieName}=; Path=/; Max-Age=0; SameSite=Lax`
  changed()
}
