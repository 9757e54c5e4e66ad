import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { guestWishlist, guestWishlistKey } from '@/features/wishlist/lib/guest-wishlist'
import { products } from '@/testing/catalog-fixtures'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { renderComponent } from '@/testing/render-component'
import { renderRoute } from '@/testing/render-route'
import { signInAs, testUser } from '@/testing/session-api'
import { emptyTestWishlist, serveWishlist, testWishlistItem } from '@/testing/wishlist-api'

const at = '2026-03-09T14:05:00.000Z'

function saveLocally(...entries: object[]) {
  localStorage.setItem(guestWishlistKey, JSON.stringify(entries))
}

afterEach(() => {
  localStorage.clear()
})

describe('WishlistSessionBridge', () => {
  it('adds a visitor’s list to the account once on sign-in, then clears it', async () => {
    saveLocally(
      { sku: products.mineral.sku, quantity: 1, added_at: at },
      { sku: 'RH-KB-ELLA-BLACK-36', parent_sku: 'RH-KB-ELLA', quantity: 1, added_at: at },
    )
    signInAs(testUser)
    const list = serveWishlist({
      ...emptyTestWishlist(),
      items: [testWishlistItem(products.wilma)],
    })
    renderComponent(<p>Seite</p>)
    expect(
      await screen.findByText('2 gemerkte Artikel wurden in Ihre Wunschliste übernommen.'),
    ).toBeVisible()
    expect(commerceRequests('AddProductToWishlist').map((r) => r.variables)).toEqual([
      {
        wishlistId: '7',
        wishlistItems: [
          { sku: products.mineral.sku, quantity: 1 },
          { sku: 'RH-KB-ELLA-BLACK-36', parent_sku: 'RH-KB-ELLA', quantity: 1 },
        ],
      },
    ])
    expect(list.items.map((item) => item.variantSku ?? item.sku)).toEqual([
      products.wilma.sku,
      products.mineral.sku,
      'RH-KB-ELLA-BLACK-36',
    ])
    expect(guestWishlist()).toEqual([])
    expect(localStorage.getItem(guestWishlistKey)).toBeNull()
  })

  it('drops what the server refuses, with a toast', async () => {
    saveLocally(
      { sku: 'GONE', quantity: 1, added_at: at },
      { sku: products.mineral.sku, quantity: 1, added_at: at },
    )
    signInAs(testUser)
    serveWishlist()
    renderComponent(<p>Seite</p>)
    expect(
      await screen.findByText(
        '1 gemerkter Artikel konnte nicht übernommen werden: Das Produkt GONE wurde nicht gefunden.',
      ),
    ).toBeVisible()
    expect(guestWishlist()).toEqual([])
  })

  it('keeps the list for the next try when the request does not get through', async () => {
    saveLocally({ sku: products.mineral.sku, quantity: 1, added_at: at })
    signInAs(testUser)
    serveWishlist()
    serveCommerce({ AddProductToWishlist: () => HttpResponse.error() })
    renderComponent(<p>Seite</p>)
    await waitFor(() => {
      expect(commerceRequests('AddProductToWishlist')).toHaveLength(1)
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(guestWishlist()).toHaveLength(1)
  })

  it('sends nothing for a visitor, whose list stays in the browser', async () => {
    saveLocally({ sku: products.mineral.sku, quantity: 1, added_at: at })
    renderComponent(<p>Seite</p>)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(commerceRequests().filter((r) => r.operationName.includes('Wishlist'))).toEqual([])
    expect(guestWishlist()).toHaveLength(1)
  })
})

describe('the header’s wish list', () => {
  it('counts a visitor’s saved items without a request (a customer’s: wishlist-toggle.test.tsx)', async () => {
    saveLocally(
      { sku: products.mineral.sku, quantity: 1, added_at: at },
      { sku: products.wilma.sku, quantity: 1, added_at: at },
    )
    renderRoute('/de')
    const banner = await screen.findByRole('banner')
    expect(
      await screen.findByRole('link', { name: 'Wunschliste, 2 Artikel' }, { container: banner }),
    ).toHaveAttribute('href', '/de/customer/wishlist')
    expect(commerceRequests().filter((r) => r.operationName.includes('Wishlist'))).toEqual([])
  })
})

describe('hearts on product cards', () => {
  it('save a product from a listing', async () => {
    const user = userEvent.setup()
    renderRoute('/de/reiter/reitbekleidung/reithosen/kniebesatz-reithosen')
    const heart = await screen.findByRole('button', {
      name: `${products.ella.name.de} merken`,
    })
    await user.click(heart)
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'true')
    })
    expect(guestWishlist().map((entry) => entry.sku)).toEqual([products.ella.sku])
  })

  it('on the product page save a configurable product without a chosen variant too', async () => {
    const user = userEvent.setup()
    renderRoute(`/de/${products.ella.key.de}`)
    const heart = await screen.findByRole('button', { name: 'Merken' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'true')
    })
    expect(guestWishlist()).toEqual([
      expect.objectContaining({ sku: products.ella.sku, quantity: 1 }) as unknown,
    ])
    expect(guestWishlist()[0]).not.toHaveProperty('parent_sku')
  })
})
