import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  addGuestEntry,
  forgetGuestEntries,
  guestWishlist,
  guestWishlistKey,
  parseGuestWishlist,
  removeGuestEntries,
  subscribeGuestWishlist,
} from './guest-wishlist'
import { matchesEntry, toEntry, toItemInput } from './wishlist-target'

const at = '2026-03-09T14:05:00.000Z'

afterEach(() => {
  localStorage.clear()
})

describe('the visitor’s wish list', () => {
  it('keeps entries in localStorage under paddock_wishlist, in WishlistItemInput’s shape', () => {
    addGuestEntry(toEntry({ sku: 'ST-FU-MINERAL', name: 'Mineralfutter' }, at))
    addGuestEntry(
      toEntry(
        {
          sku: 'RH-KB-ELLA',
          name: 'Ella',
          variantSku: 'RH-KB-ELLA-BLACK-36',
          selectedOptions: ['c3RpY2s='],
          enteredOptions: [{ uid: 'bmFtZQ==', value: 'Lena' }],
        },
        at,
      ),
    )
    expect(JSON.parse(localStorage.getItem(guestWishlistKey) ?? '')).toEqual([
      { sku: 'ST-FU-MINERAL', quantity: 1, added_at: at },
      {
        sku: 'RH-KB-ELLA-BLACK-36',
        parent_sku: 'RH-KB-ELLA',
        selected_options: ['c3RpY2s='],
        entered_options: [{ uid: 'bmFtZQ==', value: 'Lena' }],
        quantity: 1,
        added_at: at,
      },
    ])
    expect(guestWishlist()).toBe(guestWishlist())
    const [, variant] = guestWishlist()
    expect(variant && toItemInput(variant)).toEqual({
      sku: 'RH-KB-ELLA-BLACK-36',
      parent_sku: 'RH-KB-ELLA',
      selected_options: ['c3RpY2s='],
      entered_options: [{ uid: 'bmFtZQ==', value: 'Lena' }],
      quantity: 1,
    })
  })

  it('matches a card by its product and a product page by the chosen variant', () => {
    const variant = toEntry(
      { sku: 'RH-KB-ELLA', name: 'Ella', variantSku: 'RH-KB-ELLA-OLIVE-36' },
      at,
    )
    expect(matchesEntry({ sku: 'RH-KB-ELLA', name: 'Ella' }, variant)).toBe(true)
    expect(
      matchesEntry({ sku: 'RH-KB-ELLA', name: 'Ella', variantSku: 'RH-KB-ELLA-OLIVE-36' }, variant),
    ).toBe(true)
    expect(
      matchesEntry({ sku: 'RH-KB-ELLA', name: 'Ella', variantSku: 'RH-KB-ELLA-BLACK-36' }, variant),
    ).toBe(false)
    expect(matchesEntry({ sku: 'RH-KB-WILMA', name: 'Wilma' }, variant)).toBe(false)
  })

  it('ignores what the storefront did not write', () => {
    expect(parseGuestWishlist('not json')).toEqual([])
    expect(parseGuestWishlist('{"sku":"A"}')).toEqual([])
    expect(
      parseGuestWishlist(
        JSON.stringify([
          { sku: 'A', quantity: 1, added_at: at },
          { sku: '', quantity: 1, added_at: at },
          { sku: 'B', quantity: 0, added_at: at },
          { sku: 'C', quantity: 1, added_at: at, selected_options: [3] },
        ]),
      ),
    ).toEqual([{ sku: 'A', quantity: 1, added_at: at }])
  })

  it('forgets what was sent and keeps what was saved meanwhile', () => {
    addGuestEntry(toEntry({ sku: 'A', name: 'A' }, at))
    const sent = guestWishlist()
    addGuestEntry(toEntry({ sku: 'B', name: 'B' }, at))
    forgetGuestEntries(sent)
    expect(guestWishlist().map((entry) => entry.sku)).toEqual(['B'])
    removeGuestEntries((entry) => entry.sku === 'B')
    expect(guestWishlist()).toEqual([])
    expect(localStorage.getItem(guestWishlistKey)).toBeNull()
  })

  it('tells subscribers of changes here and in other tabs', () => {
    const listener = vi.fn()
    const stop = subscribeGuestWishlist(listener)
    addGuestEntry(toEntry({ sku: 'A', name: 'A' }, at))
    expect(listener).toHaveBeenCalledTimes(1)
    localStorage.setItem(
      guestWishlistKey,
      JSON.stringify([{ sku: 'B', quantity: 1, added_at: at }]),
    )
    window.dispatchEvent(new StorageEvent('storage', { key: guestWishlistKey }))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(guestWishlist().map((entry) => entry.sku)).toEqual(['B'])
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }))
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
  })
})
