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
import { expectNoAxeViolations } from '@/testing/axe'
import { commerceRequests } from '@/testing/commerce-api'
import { renderRoute } from '@/testing/render-route'
import { signInAs, testUser } from '@/testing/session-api'

const black40 = `RH-KB-ELLA-BLACK-${String(sizes.s40)}`
const cartButton = () =>
  within(screen.getByRole('banner')).getByRole('button', { name: /^Warenkorb, / })

function aFullCart() {
  const carts = emptyTestCarts()
  guestCartWith(carts, [
    { sku: black40, quantity: 2, selected: [], entered: [] },
    {
      sku: clubShirt.sku,
      quantity: 1,
      selected: ['c3RpY2s='],
      entered: [{ uid: 'bmFtZS12YWx1ZQ==', value: 'Mia' }],
    },
  ])
  serveCarts(carts)
  return carts
}

describe('the mini cart', () => {
  it('counts from the cookie without asking the server, and opens by keyboard with items and subtotal', async () => {
    const user = userEvent.setup()
    aFullCart()
    renderRoute('/de')
    const button = await waitFor(cartButton)
    expect(button).toHaveAccessibleName('Warenkorb, 3 Artikel')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(commerceRequests('GetCart')).toEqual([])

    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = await screen.findByRole('region', { name: 'Warenkorb' })
    expect(button).toHaveAttribute('aria-controls', panel.id)
    const breeches = await within(panel).findByRole('link', { name: 'Kniebesatz-Reithose Ella' })
    expect(breeches).toHaveAttribute('href', '/de/kniebesatz-reithose-ella')
    expect(panel).toHaveTextContent('Farbe: Schwarz · Größe: 40')
    expect(panel).toHaveTextContent('Menge: 2')
    expect(panel).toHaveTextContent('Logo-Art: Stick · Name auf dem Rücken: Mia')
    expect(panel).toHaveTextContent(/Zwischensumme\s*142,90\s*€/)
    expect(commerceRequests('GetCart').map((r) => r.method)).toEqual(['POST'])
    // With something in it, the checkout is one step away; the cart page the second way.
    expect(within(panel).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      '/de/checkout',
    )
    expect(within(panel).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      '/de/checkout/cart',
    )
    await expectNoAxeViolations(panel)

    // Tab goes on into it; Escape closes it and gives the focus back to the button.
    await user.tab()
    expect(breeches).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Warenkorb' })).toBeNull()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('leads to the cart page and closes; a click elsewhere closes it too', async () => {
    const user = userEvent.setup()
    aFullCart()
    const { router } = renderRoute('/de')
    await user.click(await waitFor(cartButton))
    const panel = await screen.findByRole('region', { name: 'Warenkorb' })
    await user.click(screen.getByRole('heading', { level: 1 }))
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Warenkorb' })).toBeNull()
    })
    await user.click(cartButton())
    await user.click(
      within(await screen.findByRole('region', { name: 'Warenkorb' })).getByRole('link', {
        name: 'Zum Warenkorb',
      }),
    )
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/checkout/cart')
    })
    expect(panel).not.toBeInTheDocument()
  })

  it('is empty for a visitor who added nothing, and makes no cart to say so', async () => {
    const user = userEvent.setup()
    serveCarts()
    renderRoute('/de')
    await user.click(await waitFor(cartButton))
    expect(cartButton()).toHaveAccessibleName('Warenkorb, 0 Artikel')
    const panel = await screen.findByRole('region', { name: 'Warenkorb' })
    expect(panel).toHaveTextContent('Ihr Warenkorb ist leer.')
    // Nothing to buy, no way to the checkout.
    expect(within(panel).queryByRole('link', { name: 'Zur Kasse' })).toBeNull()
    expect(commerceRequests().map((r) => r.operationName)).not.toContain('CreateGuestCart')
  })

  it('forgets a cart the server no longer has', async () => {
    const user = userEvent.setup()
    serveCarts()
    document.cookie = 'paddock_cart=prunedPrunedPrunedPrunedPrunedPr%3A2; Path=/'
    renderRoute('/de')
    expect(await waitFor(cartButton)).toHaveAccessibleName('Warenkorb, 2 Artikel')
    await user.click(cartButton())
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument()
    expect(cartCookie()).toBeNull()
    expect(cartButton()).toHaveAccessibleName('Warenkorb, 0 Artikel')
  })

  it('shows a signed-in customer’s own cart', async () => {
    const user = userEvent.setup()
    const carts = emptyTestCarts()
    carts.customer.lines.push({
      uid: 'bWluZXJhbA==',
      sku: products.mineral.sku,
      quantity: 3,
      selected: [],
      entered: [],
    })
    serveCarts(carts)
    signInAs(testUser)
    renderRoute('/de')
    await waitFor(() => {
      expect(cartButton()).toHaveAccessibleName('Warenkorb, 3 Artikel')
    })
    await user.click(cartButton())
    const panel = await screen.findByRole('region', { name: 'Warenkorb' })
    expect(
      await within(panel).findByRole('link', { name: 'Mineralfutter Basis' }),
    ).toBeInTheDocument()
    expect(commerceRequests('GetCart')).toEqual([])
  })

  it('speaks French', async () => {
    await activateLocale('fr')
    const user = userEvent.setup()
    aFullCart()
    renderRoute('/fr')
    const button = await waitFor(() =>
      within(screen.getByRole('banner')).getByRole('button', { name: /^Panier, / }),
    )
    expect(button).toHaveAccessibleName('Panier, 3 articles')
    await user.click(button)
    const panel = await screen.findByRole('region', { name: 'Panier' })
    expect(await within(panel).findByText(/Couleur : Noir/)).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Voir le panier' })).toHaveAttribute(
      'href',
      '/fr/checkout/cart',
    )
    expect(within(panel).getByRole('link', { name: 'Passer la commande' })).toHaveAttribute(
      'href',
      '/fr/checkout',
    )
  })
})
