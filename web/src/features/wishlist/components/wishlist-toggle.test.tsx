import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests } from '@/testing/commerce-api'
import { products } from '@/testing/catalog-fixtures'
import { renderComponent } from '@/testing/render-component'
import { signInAs, testUser } from '@/testing/session-api'
import { emptyTestWishlist, serveWishlist, testWishlistItem } from '@/testing/wishlist-api'
import { guestWishlist, guestWishlistKey } from '../lib/guest-wishlist'
import { WishlistLink } from './wishlist-link'
import { WishlistToggle } from './wishlist-toggle'

const ella = { sku: 'RH-KB-ELLA', name: 'Kniebesatz-Reithose Ella' }

afterEach(() => {
  localStorage.clear()
})

describe('WishlistToggle', () => {
  it('saves a visitor’s product in the browser and says so, pressed; pressed again forgets it', async () => {
    const user = userEvent.setup()
    renderComponent(
      <>
        <WishlistToggle target={ella} look="card" />
        <WishlistLink locale="de" className="" />
      </>,
    )
    const heart = screen.getByRole('button', { name: 'Kniebesatz-Reithose Ella merken' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Wunschliste, 0 Artikel' })).toBeInTheDocument()
    })

    await user.click(heart)
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'true')
    })
    // The name stays the same: screen readers say "pressed".
    expect(heart).toHaveAccessibleName('Kniebesatz-Reithose Ella merken')
    expect(await screen.findByText('Der Artikel wurde auf Ihre Wunschliste gesetzt.')).toBeVisible()
    expect(guestWishlist()).toEqual([
      expect.objectContaining({ sku: 'RH-KB-ELLA', quantity: 1 }) as unknown,
    ])
    expect(localStorage.getItem(guestWishlistKey)).toContain('RH-KB-ELLA')
    expect(screen.getByRole('link', { name: 'Wunschliste, 1 Artikel' })).toHaveAttribute(
      'href',
      '/de/customer/wishlist',
    )
    // Nothing goes to the server for a visitor.
    expect(commerceRequests().filter((r) => r.operationName.includes('Wishlist'))).toEqual([])

    await user.click(heart)
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'false')
    })
    expect(
      await screen.findByText('Der Artikel wurde von Ihrer Wunschliste entfernt.'),
    ).toBeVisible()
    expect(guestWishlist()).toEqual([])
  })

  it('works by keyboard, with the page’s constant name', async () => {
    const user = userEvent.setup()
    renderComponent(
      <WishlistToggle target={{ ...ella, variantSku: 'RH-KB-ELLA-BLACK-36' }} look="page" />,
    )
    const heart = screen.getByRole('button', { name: 'Merken' })
    await user.tab()
    expect(heart).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'true')
    })
    expect(guestWishlist()).toEqual([
      expect.objectContaining({ sku: 'RH-KB-ELLA-BLACK-36', parent_sku: 'RH-KB-ELLA' }) as unknown,
    ])
  })

  it('saves to and removes from a customer’s list on the server, the count following', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    const list = serveWishlist({
      ...emptyTestWishlist(),
      items: [testWishlistItem(products.mineral)],
    })
    await activateLocale('en')
    renderComponent(
      <>
        <WishlistToggle target={{ ...ella, name: 'Knee-patch breeches Ella' }} look="card" />
        <WishlistLink locale="en" className="" />
      </>,
      { url: '/en/page' },
    )
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument()
    const heart = screen.getByRole('button', { name: 'Save Knee-patch breeches Ella to wishlist' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')

    await user.click(heart)
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'true')
    })
    expect(await screen.findByText('The item was added to your wishlist.')).toBeVisible()
    expect(commerceRequests('AddProductToWishlist')[0]?.variables).toEqual({
      wishlistId: '7',
      wishlistItems: [{ sku: 'RH-KB-ELLA', quantity: 1 }],
    })
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument()

    await user.click(heart)
    await waitFor(() => {
      expect(heart).toHaveAttribute('aria-pressed', 'false')
    })
    const added = list.items.find((item) => item.sku === 'RH-KB-ELLA')
    expect(added).toBeUndefined()
    expect(commerceRequests('RemoveItemFromWishlist')[0]?.variables).toMatchObject({
      wishlistId: '7',
    })
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument()
  })

  it('shows what the server refused', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    serveWishlist()
    renderComponent(<WishlistToggle target={{ sku: 'GONE', name: 'Gone' }} look="card" />)
    const heart = screen.getByRole('button', { name: 'Gone merken' })
    await user.click(heart)
    expect(await screen.findByText('Das Produkt GONE wurde nicht gefunden.')).toBeVisible()
    expect(heart).toHaveAttribute('aria-pressed', 'false')
  })
})
