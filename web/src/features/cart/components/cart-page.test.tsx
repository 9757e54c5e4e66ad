import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { products, sizes } from '@/testing/catalog-fixtures'
import {
  cartCookie,
  clubShirt,
  emptyTestCarts,
  guestCartWith,
  serveCarts,
} from '@/testing/cart-api'
import { commerceRequests } from '@/testing/commerce-api'
import { renderRoute } from '@/testing/render-route'
import { signInAs, testUser } from '@/testing/session-api'

const cartPage = '/de/checkout/cart'
const olive36 = `RH-KB-ELLA-OLIVE-${String(sizes.s36)}`
const black40 = `RH-KB-ELLA-BLACK-${String(sizes.s40)}`
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
/** An item's choices as "label value" lines. */
const choices = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('term')
    .map((term) => `${text(term)} ${text(term.nextElementSibling)}`)
/** The summary's rows as "label: value". */
const summary = () =>
  within(screen.getByRole('region', { name: 'Zusammenfassung' }))
    .getAllByRole('term')
    .map((term) => `${text(term)}: ${text(term.nextElementSibling)}`)

function shirtAndBreeches() {
  const carts = emptyTestCarts()
  guestCartWith(carts, [
    {
      sku: clubShirt.sku,
      quantity: 1,
      selected: ['Z3Jhdm91cg=='],
      entered: [{ uid: 'bmFtZS12YWx1ZQ==', value: 'Mia' }],
    },
    { sku: black40, quantity: 2, selected: [], entered: [] },
  ])
  return serveCarts(carts)
}

describe('the cart page', () => {
  it('lists the items with their choices and prices, the totals, the delivery window and the way on', async () => {
    shirtAndBreeches()
    renderRoute(cartPage)
    expect(await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })).toBeInTheDocument()
    const items = await screen.findByRole('region', { name: 'Artikel (3)' })
    const [shirt, breeches] = within(items).getAllByRole('listitem')
    if (!shirt || !breeches) throw new Error('two items expected')
    expect(within(shirt).getByRole('link', { name: 'Vereins-Poloshirt' })).toHaveAttribute(
      'href',
      `/de/${clubShirt.key.de}`,
    )
    expect(choices(shirt)).toEqual(['Logo-Art: Gravur +2,90 €', 'Name auf dem Rücken: Mia +10 %'])
    // 30 € + 2,90 € + 10 % of 30 €.
    expect(text(shirt)).toContain('Einzelpreis: 35,90 €')
    expect(choices(breeches)).toEqual(['Farbe: Schwarz', 'Größe: 40'])
    expect(text(breeches)).toContain('Art.-Nr. RH-KB-ELLA-BLACK-40')
    expect(text(breeches)).toContain('Summe: 109,90 €')
    expect(within(breeches).getByRole('textbox', { name: 'Menge' })).toHaveValue('2')
    expect(summary()).toEqual([
      'Zwischensumme: 145,80 €',
      'Versand (Deutschland): kostenlos',
      'Gesamtsumme: 145,80 €',
      'inkl. MwSt. 19 %: 23,28 €',
    ])
    expect(screen.getByText('Voraussichtliche Lieferung').nextElementSibling).toHaveTextContent(
      'Do., 26. November bis Mo., 30. November',
    )
    expect(screen.getByText('Artikel im Warenkorb sind nicht reserviert.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/de/checkout')
    // Read as POST, the id only in the body.
    expect(commerceRequests('GetCart').map((r) => r.method)).toEqual(['POST'])
  })

  it('changes a quantity when it is committed, and says when the stock is short', async () => {
    const user = userEvent.setup()
    const carts = shirtAndBreeches()
    renderRoute(cartPage)
    const items = await screen.findByRole('region', { name: 'Artikel (3)' })
    const breeches = within(items).getAllByRole('listitem')[1]
    if (!breeches) throw new Error('no breeches')
    const quantity = within(breeches).getByRole('textbox', { name: 'Menge' })
    await user.click(within(breeches).getByRole('button', { name: 'erhöhen Menge' }))
    await waitFor(() => {
      expect(text(breeches)).toContain('Summe: 164,85 €')
    })
    expect(commerceRequests('UpdateCartItems')[0]?.variables).toEqual({
      input: {
        cart_id: [...carts.guests.keys()][0],
        cart_items: [{ cart_item_uid: expect.any(String) as string, quantity: 3 }],
      },
    })
    expect(cartCookie()).toMatch(/:4$/)
    expect(screen.getByRole('region', { name: 'Artikel (4)' })).toBeInTheDocument()

    // Typed and committed with Enter; only 8 are in stock.
    await user.clear(quantity)
    await user.type(quantity, '9{Enter}')
    await waitFor(() => {
      expect(within(breeches).getByRole('alert')).toHaveTextContent('Nur noch 8 auf Lager.')
    })
    expect(quantity).toHaveValue('3')
  })

  it('removes an item, says so and keeps the focus on the list; the last one leaves the empty cart', async () => {
    const user = userEvent.setup()
    shirtAndBreeches()
    renderRoute(cartPage)
    await screen.findByRole('region', { name: 'Artikel (3)' })
    await user.click(screen.getByRole('button', { name: 'Kniebesatz-Reithose Ella entfernen' }))
    expect(
      await screen.findByText('Kniebesatz-Reithose Ella wurde aus dem Warenkorb entfernt.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Artikel (1)' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Vereins-Poloshirt entfernen' }))
    expect(
      await screen.findByRole('heading', { name: 'Ihr Warenkorb ist leer' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de')
    expect(cartCookie()).toMatch(/:0$/)
  })

  it('applies a coupon, refuses a wrong one with the server’s one message, and removes it', async () => {
    const user = userEvent.setup()
    shirtAndBreeches()
    renderRoute(cartPage)
    const code = await screen.findByRole('textbox', { name: 'Gutscheincode' })
    await user.type(code, 'SOMMER2025{Enter}')
    await waitFor(() => {
      expect(code).toHaveAccessibleDescription(
        'Der Gutscheincode ist für diesen Warenkorb nicht gültig.',
      )
    })
    expect(code).toBeInvalid()
    expect(code).toHaveFocus()

    await user.clear(code)
    await user.type(code, 'willkommen10')
    await user.click(screen.getByRole('button', { name: 'Einlösen' }))
    expect(await screen.findByText('WILLKOMMEN10')).toBeInTheDocument()
    expect(summary()).toEqual([
      'Zwischensumme: 145,80 €',
      '10 % Willkommensrabatt: −14,58 €',
      'Versand (Deutschland): kostenlos',
      'Gesamtsumme: 131,22 €',
      'inkl. MwSt. 19 %: 20,95 €',
    ])
    expect(screen.getByRole('status', { hidden: false, name: '' })).toHaveTextContent(
      'Der Gutschein WILLKOMMEN10 wurde eingelöst.',
    )

    await user.click(screen.getByRole('button', { name: 'Gutschein WILLKOMMEN10 entfernen' }))
    expect(await screen.findByRole('textbox', { name: 'Gutscheincode' })).toBeInTheDocument()
    expect(summary()).not.toContain('10 % Willkommensrabatt: −14,58 €')
  })

  it('shows what the server says of items out of stock or with a new price, and the shipping still due', async () => {
    const carts = emptyTestCarts()
    guestCartWith(carts, [
      { sku: olive36, quantity: 1, selected: [], entered: [], priceWhenAdded: 49.95 },
      { sku: products.mineral.sku, quantity: 1, selected: [], entered: [] },
    ])
    carts.soldOut.add(products.mineral.sku)
    serveCarts(carts)
    renderRoute(cartPage)
    const items = await screen.findByRole('region', { name: 'Artikel (2)' })
    const [breeches, feed] = within(items).getAllByRole('listitem')
    expect(text(breeches ?? null)).toContain(
      'Der Preis hat sich seit dem Hinzufügen geändert (vorher 49,95 €).',
    )
    expect(text(feed ?? null)).toContain('Dieses Produkt ist derzeit nicht vorrätig.')
  })

  it('says what shipping costs and how much more ships free', async () => {
    const carts = emptyTestCarts()
    guestCartWith(carts, [{ sku: products.mineral.sku, quantity: 1, selected: [], entered: [] }])
    serveCarts(carts)
    renderRoute(cartPage)
    await screen.findByRole('region', { name: 'Artikel (1)' })
    expect(summary()).toEqual([
      'Zwischensumme: 29,95 €',
      'Versand (Deutschland): 4,95 €',
      'Gesamtsumme: 34,90 €',
      'inkl. MwSt. 19 %: 5,57 €',
    ])
    expect(screen.getByText(/bis zum kostenlosen Versand/)).toHaveTextContent(
      'Noch 20,05 € bis zum kostenlosen Versand.',
    )
  })

  it('shows the empty cart to a visitor who added nothing, without asking for a cart', async () => {
    serveCarts()
    renderRoute(cartPage)
    expect(
      await screen.findByRole('heading', { name: 'Ihr Warenkorb ist leer' }),
    ).toBeInTheDocument()
    expect(commerceRequests().map((r) => r.operationName)).not.toContain('CreateGuestCart')
    expect(commerceRequests().map((r) => r.operationName)).not.toContain('GetCart')
  })

  it('merges the guest cart into the customer’s on sign-in; signing out leaves a fresh cart', async () => {
    const user = userEvent.setup()
    const carts = emptyTestCarts()
    carts.customer.lines.push({
      uid: 'Y3VzdG9tZXI=',
      sku: black40,
      quantity: 1,
      selected: [],
      entered: [],
    })
    const guest = guestCartWith(carts, [{ sku: black40, quantity: 2, selected: [], entered: [] }])
    serveCarts(carts)
    signInAs(testUser)
    renderRoute(cartPage)
    // The same item adds up: 1 + 2.
    expect(await screen.findByRole('region', { name: 'Artikel (3)' })).toBeInTheDocument()
    expect(commerceRequests('MergeCarts')[0]?.variables).toEqual({ sourceCartId: guest.id })
    expect(cartCookie()).toBeNull()
    expect(carts.guests.size).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Abmelden' }))
    expect(
      await screen.findByRole('heading', { name: 'Ihr Warenkorb ist leer' }),
    ).toBeInTheDocument()
    expect(cartCookie()).toBeNull()
  })

  it('keeps the customer signed in when the merge fails, and forgets the guest cart', async () => {
    const carts = emptyTestCarts()
    guestCartWith(carts, [{ sku: black40, quantity: 2, selected: [], entered: [] }])
    carts.guests.clear() // pruned on the server meanwhile
    serveCarts(carts)
    signInAs(testUser)
    renderRoute(cartPage)
    expect(
      await screen.findByRole('heading', { name: 'Ihr Warenkorb ist leer' }),
    ).toBeInTheDocument()
    expect(commerceRequests('MergeCarts')).toHaveLength(1)
    expect(cartCookie()).toBeNull()
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument()
  })

  it('speaks English', async () => {
    await activateLocale('en')
    const carts = emptyTestCarts()
    guestCartWith(carts, [
      { sku: `RH-KB-ELLA-BLACK-${String(sizes.s36)}`, quantity: 1, selected: [], entered: [] },
    ])
    serveCarts(carts)
    renderRoute('/en/checkout/cart')
    const items = await screen.findByRole('region', { name: 'Items (1)' })
    expect(choices(items)).toEqual(['Colour: Black', 'Size: 36'])
    expect(screen.getByText('Estimated delivery').nextElementSibling).toHaveTextContent(
      'Thu 26 November to Mon 30 November',
    )
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/en/checkout',
    )
  })
})
