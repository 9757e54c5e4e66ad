import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  forgetGuestCart,
  guestCart,
  keepGuestCart,
  parseCartCookie,
  subscribeGuestCart,
} from './cart-cookie'

const id = 'O-LKX80WwoqVR1WhE7Vw18VD1EZBy1z-'

describe('the paddock_cart cookie', () => {
  afterEach(() => {
    forgetGuestCart()
  })

  it('reads only what the storefront writes: a cart id and a count', () => {
    expect(parseCartCookie(`${id}:3`)).toEqual({ cartId: id, count: 3 })
    expect(parseCartCookie(encodeURIComponent(`${id}:12`))).toEqual({ cartId: id, count: 12 })
    expect(parseCartCookie(id)).toBeNull()
    expect(parseCartCookie(`${id}:-1`)).toBeNull()
    expect(parseCartCookie('<script>:1')).toBeNull()
    expect(parseCartCookie('')).toBeNull()
  })

  it('keeps a guest cart for the whole shop and tells who listens; forgetting drops it', () => {
    const written: string[] = []
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value)
      cookie?.set?.call(document, value)
    })
    const listener = vi.fn()
    const stop = subscribeGuestCart(listener)
    keepGuestCart({ id, total_quantity: 2 })
    expect(guestCart()).toEqual({ cartId: id, count: 2 })
    // The same object until it changes, as useSyncExternalStore wants it.
    expect(guestCart()).toBe(guestCart())
    expect(written[0]).toBe(
      `paddock_cart=${encodeURIComponent(`${id}:2`)}; Path=/; Max-Age=2592000; SameSite=Lax`,
    )
    forgetGuestCart()
    expect(guestCart()).toBeNull()
    expect(written[1]).toContain('Max-Age=0')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    vi.restoreAllMocks()
  })
})
