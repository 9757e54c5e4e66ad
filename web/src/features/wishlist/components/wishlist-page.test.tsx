import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { products } from '@/testing/catalog-fixtures'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { signInAs, testUser } from '@/testing/session-api'
import { emptyTestWishlist, serveWishlist, testWishlistItem } from '@/testing/wishlist-api'
import { WishlistPage } from './wishlist-page'

const cartKey = ['commerce', 'GetCustomerCart'] as const

function listWith(...items: ReturnType<typeof testWishlistItem>[]) {
  return serveWishlist({ ...emptyTestWishlist(), items })
}

const row = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement

describe('WishlistPage', () => {
  it('lists the saved items newest first with image, options, price, day and notes', async () => {
    signInAs(testUser)
    const list = listWith(
      testWishlistItem(products.mineral, { priceWhenAdded: 24.95 }),
      testWishlistItem(products.ella, { variantSku: 'RH-KB-ELLA-BLACK-36' }),
      testWishlistItem(products.wilma),
    )
    list.soldOut.add(products.wilma.sku)
    renderComponent(<WishlistPage />, { url: '/de/customer/wishlist' })
    expect(screen.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 2, name: '3 gemerkte Artikel' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      products.wilma.name.de,
      products.ella.name.de,
      products.mineral.name.de,
    ])

    const mineral = row(products.mineral.name.de)
    expect(within(mineral).getByRole('link', { name: products.mineral.name.de })).toHaveAttribute(
      'href',
      `/de/${products.mineral.key.de}`,
    )
    expect(mineral).toHaveTextContent('Gemerkt am 9. März 2026')
    expect(mineral).toHaveTextContent(
      'Der Preis hat sich seit dem Merken geändert: vorher 24,95 €, jetzt',
    )

    const ella = row(products.ella.name.de)
    expect(ella).toHaveTextContent('Farbe: Schwarz')
    expect(ella).toHaveTextContent('Größe: 36')
    expect(ella).not.toHaveTextContent('Der Preis hat sich')

    const wilma = row(products.wilma.name.de)
    expect(wilma).toHaveTextContent('Dieses Produkt ist derzeit nicht vorrätig.')
    const move = within(wilma).getByRole('button', {
      name: `In den Warenkorb: ${products.wilma.name.de}`,
    })
    expect(move).toBeDisabled()
    expect(move).toHaveAccessibleDescription('Dieses Produkt ist derzeit nicht vorrätig.')
  })

  it('states the price now with the chosen options’ surcharges', async () => {
    signInAs(testUser)
    const base = products.mineral.price.minimum_price.final_price.value ?? 0
    listWith(testWishlistItem(products.mineral, { embroidery: { name: 'Luna', surcharge: 3 } }))
    renderComponent(<WishlistPage />, { url: '/de/customer/wishlist' })
    await screen.findByRole('heading', { level: 3, name: products.mineral.name.de })
    const mineral = row(products.mineral.name.de)
    expect(mineral).toHaveTextContent('Bestickung: Luna')
    const spaced = (text: string) => text.replace(/\s/g, ' ')
    const price = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
      base + 3,
    )
    expect(spaced(mineral.textContent)).toContain(spaced(`Preis jetzt: ${price}`))
    expect(mineral).not.toHaveTextContent('Der Preis hat sich')
  })

  it('leads a configurable product saved without its variant to its page to choose', async () => {
    signInAs(testUser)
    listWith(testWishlistItem(products.ella))
    renderComponent(<WishlistPage />, { url: '/de/customer/wishlist' })
    const ella = await screen.findByRole('heading', { level: 3, name: products.ella.name.de })
    const item = ella.closest('li') as HTMLElement
    const note = within(item).getByText('Bitte wählen Sie die Variante auf der Produktseite.')
    // A normal state, not an error: neutral, not in error red.
    expect(note).not.toHaveClass('text-red-800')
    expect(note).toHaveClass('text-ink-muted')
    expect(
      within(item).getByRole('link', { name: `Variante wählen: ${products.ella.name.de}` }),
    ).toHaveAttribute('href', `/de/${products.ella.key.de}`)
    expect(within(item).queryByRole('button', { name: /In den Warenkorb/ })).toBeNull()
  })

  it('moves an item to the cart: it leaves the list, the cart loads again, a toast says so', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    const saved = testWishlistItem(products.mineral)
    const list = listWith(saved, testWishlistItem(products.wilma))
    const { queryClient } = renderComponent(<WishlistPage cartKeys={[cartKey]} />, {
      url: '/de/customer/wishlist',
    })
    queryClient.setQueryData([...cartKey, 'de'], { total_quantity: 0 })
    await screen.findByRole('heading', { level: 2, name: '2 gemerkte Artikel' })
    const mineral = row(products.mineral.name.de)
    await user.click(
      within(mineral).getByRole('button', {
        name: `In den Warenkorb: ${products.mineral.name.de}`,
      }),
    )
    expect(await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeVisible()
    expect(commerceRequests('AddWishlistItemsToCart')[0]?.variables).toEqual({
      wishlistId: '7',
      wishlistItemIds: [saved.id],
    })
    expect(list.inCart).toEqual([products.mineral.sku])
    await waitFor(() => {
      expect(screen.queryByRole('heading', { level: 3, name: products.mineral.name.de })).toBeNull()
    })
    expect(screen.getByRole('heading', { level: 2, name: '1 gemerkter Artikel' })).toHaveFocus()
    expect(queryClient.getQueryState([...cartKey, 'de'])?.isInvalidated).toBe(true)
  })

  it('shows why an item could not go into the cart, and keeps it', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    listWith(testWishlistItem(products.mineral))
    serveCommerce({
      AddWishlistItemsToCart: ({ wishlistItemIds }) => ({
        addWishlistItemsToCart: {
          status: false,
          wishlist: { id: '7', items_count: 1 },
          add_wishlist_items_to_cart_user_errors: [
            {
              code: 'INSUFFICIENT_STOCK',
              message: 'Die gewünschte Menge ist nicht verfügbar.',
              wishlistId: '7',
              wishlistItemId: (wishlistItemIds as string[])[0],
            },
          ],
        },
      }),
    })
    renderComponent(<WishlistPage />, { url: '/de/customer/wishlist' })
    await screen.findByRole('heading', { level: 2, name: '1 gemerkter Artikel' })
    await user.click(screen.getByRole('button', { name: /^In den Warenkorb: / }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die gewünschte Menge ist nicht verfügbar.',
    )
    expect(screen.getByRole('heading', { level: 3, name: products.mineral.name.de })).toBeVisible()
  })

  it('removes an item with a toast, down to the empty state', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    const list = listWith(testWishlistItem(products.mineral))
    renderComponent(<WishlistPage />, { url: '/de/customer/wishlist' })
    await user.click(
      await screen.findByRole('button', {
        name: `${products.mineral.name.de} von der Wunschliste entfernen`,
      }),
    )
    expect(
      await screen.findByText('Der Artikel wurde von Ihrer Wunschliste entfernt.'),
    ).toBeVisible()
    expect(list.items).toEqual([])
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ihre Wunschliste ist leer' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de')
  })

  it('says when the list could not load, and asks again', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    serveCommerce({ GetCustomerWishlist: () => graphqlErrors([{ message: 'kaputt' }], 500) })
    renderComponent(<WishlistPage />, { url: '/de/customer/wishlist' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre Wunschliste konnte nicht geladen werden.',
    )
    listWith(testWishlistItem(products.mineral))
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: '1 gemerkter Artikel' }),
    ).toBeInTheDocument()
  })

  it('speaks English and French', async () => {
    signInAs(testUser)
    listWith(testWishlistItem(products.mineral))
    await activateLocale('fr')
    renderComponent(<WishlistPage />, { url: '/fr/customer/wishlist' })
    expect(
      await screen.findByRole('heading', { level: 2, name: '1 article enregistré' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: `Ajouter au panier\u202f: ${products.mineral.name.fr}` }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', {
        name: `Retirer ${products.mineral.name.fr} de la liste d’envies`,
      }),
    ).toBeInTheDocument()
  })
})
