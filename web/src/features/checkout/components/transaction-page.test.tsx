import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sizes } from '@/testing/catalog-fixtures'
import {
  cartCookie,
  clearCartCookie,
  emptyTestCarts,
  guestCartWith,
  serveCarts,
} from '@/testing/cart-api'
import { payTestPaymentAs, placeTestOrder, serveCheckout } from '@/testing/checkout-api'
import { commerceRequests } from '@/testing/commerce-api'
import { renderRoute } from '@/testing/render-route'

const black40 = `RH-KB-ELLA-BLACK-${String(sizes.s40)}`
const returnPath = '/de/checkout/transaction/paddock_test/process?payment_token=tok'

/**
 * A guest back from the test provider's page: the order was placed from
 * the cart kept in this tab, and the browser's cart was forgotten then.
 */
function backFromPayment(outcome: 'paid' | 'failed') {
  const carts = emptyTestCarts()
  const cart = guestCartWith(carts, [{ sku: black40, quantity: 2, selected: [], entered: [] }])
  serveCarts(carts)
  serveCheckout(carts)
  placeTestOrder(cart, { email: 'lena@example.de', payment: 'testpay' })
  payTestPaymentAs(outcome)
  sessionStorage.setItem('paddock_placed_cart', cart.id)
  clearCartCookie()
  return { carts, cart }
}

describe('the payment return', () => {
  it('says the payment is being processed, asks once, and goes on to the success page when paid', async () => {
    backFromPayment('paid')
    renderRoute(returnPath)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Zahlung wird verarbeitet' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Ihre Bestellnummer lautet 100000042.')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeInTheDocument()
    const sent = commerceRequests('MollieProcessTransaction')
    expect(sent.map((r) => r.variables)).toEqual([{ input: { payment_token: 'tok' } }])
    expect(sent[0]?.method).toBe('POST')
    // No cart came back: the header's cart stays empty.
    expect(cartCookie()).toBeNull()
  })

  it('takes a failed payment back to the cart with the items in the restored cart, which the browser adopts', async () => {
    const { carts, cart } = backFromPayment('failed')
    renderRoute(returnPath)
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Die Zahlung ist nicht erfolgt. Ihr Warenkorb ist wiederhergestellt – Sie können es erneut versuchen.',
      }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Artikel (2)' })).toHaveTextContent(
      'Kniebesatz-Reithose Ella',
    )
    // The restored cart is a new one, and the browser's cart from now on.
    const restored = [...carts.guests.keys()].find((id) => id !== cart.id)
    expect(restored).toBeDefined()
    expect(cartCookie()).toBe(`${restored ?? ''}:2`)
    expect(commerceRequests('MollieProcessTransaction')).toHaveLength(1)
  })

  it('says in its heading when there is no payment to check', async () => {
    backFromPayment('paid')
    renderRoute('/en/checkout/transaction/paddock_test/process?payment_token=unknown')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment status unknown' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Could not find this payment.')
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute(
      'href',
      '/en/checkout/cart',
    )
  })

  it('sends nothing without a payment token', async () => {
    backFromPayment('paid')
    renderRoute('/en/checkout/transaction/paddock_test/process')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment status unknown' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('There is no payment for this page.')
    expect(commerceRequests('MollieProcessTransaction')).toEqual([])
  })
})
