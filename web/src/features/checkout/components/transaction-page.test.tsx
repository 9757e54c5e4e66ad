import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { graphqlApis } from '@/lib/graphql/graphql-client'
import { sizes } from '@/testing/catalog-fixtures'
import {
  cartCookie,
  clearCartCookie,
  emptyTestCarts,
  guestCartWith,
  serveCarts,
} from '@/testing/cart-api'
import {
  payTestPaymentAs,
  placeTestOrder,
  serveCheckout,
  type TestPaymentStatus,
} from '@/testing/checkout-api'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { server } from '@/testing/graphql-api'
import { renderRoute } from '@/testing/render-route'
import { signInAs, testUser } from '@/testing/session-api'
import { leavePage } from '../lib/leave-page'
import { paymentWait } from '../lib/payment-wait'

const black40 = `RH-KB-ELLA-BLACK-${String(sizes.s40)}`
const returnPath = '/de/checkout/transaction/paddock_test/process?payment_token=tok'

/**
 * A guest back from the test provider's page: the order was placed from
 * the cart kept in this tab, and the browser's cart was forgotten then.
 */
function backFromPayment(...outcomes: [TestPaymentStatus, ...TestPaymentStatus[]]) {
  const carts = emptyTestCarts()
  const cart = guestCartWith(carts, [{ sku: black40, quantity: 2, selected: [], entered: [] }])
  serveCarts(carts)
  serveCheckout(carts)
  placeTestOrder(cart, { email: 'lena@example.de', payment: 'testpay' })
  payTestPaymentAs(...outcomes)
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
    // Paid: the invoice is there to download (a guest's link is signed by the server).
    expect(screen.getByRole('link', { name: 'Rechnung RE-2026-000042 (PDF)' })).toHaveAttribute(
      'href',
      `http://127.0.0.1:8080/api/orders/documents/${btoa('RE-2026-000042')}?token=signed`,
    )
    const sent = commerceRequests('MollieProcessTransaction')
    expect(sent.map((r) => r.variables)).toEqual([{ input: { payment_token: 'tok' } }])
    expect(sent[0]?.method).toBe('POST')
    // No cart came back: the header's cart stays empty.
    expect(cartCookie()).toBeNull()
  })

  it.each<[TestPaymentStatus, string]>([
    ['failed', 'Die Zahlung ist fehlgeschlagen; es wurde nichts berechnet.'],
    ['canceled', 'Sie haben die Zahlung abgebrochen; es wurde nichts berechnet.'],
    ['expired', 'Die Zeit für die Zahlung ist abgelaufen; es wurde nichts berechnet.'],
  ])(
    'offers a payment that ended %s to be paid again for the same order, until the day the order waits',
    async (status, message) => {
      backFromPayment(status)
      const leaving = vi.spyOn(leavePage, 'for').mockImplementation(() => undefined)
      const user = userEvent.setup()
      renderRoute(returnPath)
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Die Zahlung ist nicht zustande gekommen',
        }),
      ).toBeInTheDocument()
      expect(screen.getByRole('alert')).toHaveTextContent(message)
      expect(
        screen.getByText(/Ihre Bestellung bleibt bis zum 30\. November 2026 für Sie reserviert/),
      ).toBeInTheDocument()
      // Nothing came back into a cart: the order still waits.
      expect(cartCookie()).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }))
      await waitFor(() => {
        expect(leaving).toHaveBeenCalledWith('/payment/test/tok')
      })
      expect(commerceRequests('PayOrderAgain').map((r) => r.variables)).toEqual([
        { input: { payment_token: 'tok' } },
      ])
    },
  )

  it('gives the order up for another payment method: the items come back in a cart, on to the checkout', async () => {
    const { carts, cart } = backFromPayment('failed')
    const user = userEvent.setup()
    const { router } = renderRoute(returnPath)
    await user.click(await screen.findByRole('button', { name: 'Zahlungsart ändern' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/checkout')
    })
    // The restored cart is a new one, and the browser's cart from now on.
    const restored = [...carts.guests.keys()].find((id) => id !== cart.id)
    expect(restored).toBeDefined()
    expect(cartCookie()).toBe(`${restored ?? ''}:2`)
    expect(commerceRequests('ChangeOrderPaymentMethod')).toHaveLength(1)
    expect(sessionStorage.getItem('paddock_placed_payment')).toBeNull()
  })

  it('sends a customer who follows the payment-failed mail without a session to sign in, then to the cart', async () => {
    backFromPayment('expired')
    // Another browser: no order placed in this tab, and the server keeps a customer's cart for their session.
    sessionStorage.clear()
    serveCommerce({
      MollieProcessTransaction: () => ({
        mollieProcessTransaction: {
          paymentStatus: 'EXPIRED',
          redirect_to_cart: true,
          redirect_to_success_page: false,
          cart: null,
        },
      }),
    })
    const { router } = renderRoute(returnPath)
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Die Zahlung ist nicht erfolgt. Ihre Artikel liegen wieder im Warenkorb Ihres Kundenkontos – bitte melden Sie sich an.',
      }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/account')
    })
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/de/checkout/cart')}`,
    )
    expect(commerceRequests('MollieRestoreCart')).toEqual([])
    expect(cartCookie()).toBeNull()
  })

  it('goes on to the success page when the payment is authorized', async () => {
    backFromPayment('authorized')
    renderRoute(returnPath)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeInTheDocument()
    expect(commerceRequests('MollieProcessTransaction')).toHaveLength(1)
  })

  it('takes the payment token out of the address bar and keeps it for a reload in the history entry', async () => {
    backFromPayment('open')
    vi.spyOn(paymentWait, 'giveUpAfter').mockReturnValue(0)
    vi.spyOn(paymentWait, 'delay').mockReturnValue(5)
    const { router } = renderRoute(returnPath)
    await screen.findByRole('heading', { level: 1, name: 'Ihre Zahlung ist noch nicht bestätigt' })
    expect(router.state.location.pathname).toBe('/de/checkout/transaction/paddock_test/process')
    expect(router.state.location.search).toBe('')
    expect(router.state.location.state).toEqual({ paymentToken: 'tok' })
    // Every question went with the token all the same.
    expect(commerceRequests('MollieProcessTransaction').map((r) => r.variables)).toEqual([
      { input: { payment_token: 'tok' } },
      { input: { payment_token: 'tok' } },
    ])
  })

  it('offers an open payment to be finished or changed at once to a customer come from the confirmation mail', async () => {
    backFromPayment('open')
    const leaving = vi.spyOn(leavePage, 'for').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const { router } = renderRoute(`${returnPath}&resume=1`)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ihre Bestellung wartet auf die Zahlung',
      }),
    ).toBeInTheDocument()
    // Not waited for: one question, no spinner.
    expect(screen.queryByRole('status')).toBeNull()
    expect(router.state.location.search).toBe('')
    expect(router.state.location.state).toEqual({ paymentToken: 'tok', resume: true })
    expect(screen.getByRole('button', { name: 'Zahlungsart ändern' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }))
    await waitFor(() => {
      expect(leaving).toHaveBeenCalledWith('/payment/test/tok')
    })
    expect(commerceRequests('MollieProcessTransaction')).toHaveLength(1)
  })

  it('waits for an open payment, asking again, and goes on to the success page once it is paid', async () => {
    backFromPayment('open', 'pending', 'paid')
    const delay = vi.spyOn(paymentWait, 'delay').mockReturnValue(20)
    renderRoute(returnPath)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wir warten auf Ihre Zahlung' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Wir warten auf die Bestätigung Ihrer Zahlung … Das kann einen Moment dauern; diese Seite prüft von selbst weiter.',
    )
    expect(document.title).toContain('Wir warten auf Ihre Zahlung')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Ihre Bestellnummer lautet 100000042.')).toBeInTheDocument()
    expect(commerceRequests('MollieProcessTransaction')).toHaveLength(3)
    // The pause grows with each question: asked for the first and the second poll.
    expect(delay.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1])
  })

  it('offers to pay again when the payment fails while the customer waits', async () => {
    backFromPayment('open', 'canceled')
    vi.spyOn(paymentWait, 'delay').mockReturnValue(20)
    renderRoute(returnPath)
    await screen.findByRole('heading', { level: 1, name: 'Wir warten auf Ihre Zahlung' })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Die Zahlung ist nicht zustande gekommen',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sie haben die Zahlung abgebrochen; es wurde nichts berechnet.',
    )
    expect(screen.getByRole('button', { name: 'Jetzt bezahlen' })).toBeInTheDocument()
    expect(commerceRequests('MollieProcessTransaction')).toHaveLength(2)
  })

  it('keeps waiting through a failed request', async () => {
    backFromPayment('open', 'paid')
    vi.spyOn(paymentWait, 'delay').mockReturnValue(20)
    // The second question is lost on the way (a network error); the third is answered.
    let asked = 0
    server.use(
      http.post(graphqlApis.commerce.endpoint, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string }
        if (body.operationName !== 'MollieProcessTransaction') return undefined
        asked++
        return asked === 2 ? HttpResponse.error() : undefined
      }),
    )
    renderRoute(returnPath)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeInTheDocument()
    expect(asked).toBe(3)
    expect(commerceRequests('MollieProcessTransaction')).toHaveLength(2)
  })

  it('stops asking after the longest wait and says what happens next, with a button to check once more', async () => {
    backFromPayment('open')
    vi.spyOn(paymentWait, 'delay').mockReturnValue(10)
    vi.spyOn(paymentWait, 'giveUpAfter').mockReturnValue(50)
    const user = userEvent.setup()
    renderRoute(returnPath)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ihre Zahlung ist noch nicht bestätigt',
      }),
    ).toBeInTheDocument()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      'Ihre Bestellung ist gespeichert. Sobald der Zahlungsanbieter die Zahlung bestätigt, bearbeiten wir sie und schicken Ihnen eine E-Mail.',
    )
    expect(status).toHaveTextContent(
      'Kommt die Zahlung nicht zustande, erhalten Sie eine E-Mail mit einem Link, über den Sie die Bestellung bezahlen oder eine andere Zahlungsart wählen können.',
    )
    // No spinner any more, and no more questions.
    expect(document.querySelector('.animate-spin')).toBeNull()
    const asked = commerceRequests('MollieProcessTransaction').length
    expect(asked).toBeGreaterThanOrEqual(2)
    await act(() => new Promise((r) => setTimeout(r, 100)))
    expect(commerceRequests('MollieProcessTransaction')).toHaveLength(asked)
    // The order placed in this tab, and the shop.
    expect(screen.getByRole('link', { name: 'Zur Bestellung' })).toHaveAttribute(
      'href',
      '/de/checkout/success',
    )
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de')

    // Checking again asks once; still open, it says so.
    await user.click(screen.getByRole('button', { name: 'Erneut prüfen' }))
    expect(
      await within(status).findByText('Die Zahlung ist weiterhin nicht bestätigt.'),
    ).toBeInTheDocument()
    expect(commerceRequests('MollieProcessTransaction')).toHaveLength(asked + 1)

    // Paid meanwhile: checking again goes on to the success page.
    payTestPaymentAs('paid')
    await user.click(screen.getByRole('button', { name: 'Erneut prüfen' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeInTheDocument()
  })

  it('leads a customer without the order in this tab to their orders when the wait is over', async () => {
    backFromPayment('open')
    sessionStorage.clear()
    signInAs(testUser)
    vi.spyOn(paymentWait, 'delay').mockReturnValue(5)
    vi.spyOn(paymentWait, 'giveUpAfter').mockReturnValue(0)
    renderRoute('/en/checkout/transaction/paddock_test/process?payment_token=tok')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is not confirmed yet' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Go to my orders' })).toHaveAttribute(
      'href',
      '/en/customer/orders',
    )
    expect(screen.queryByRole('link', { name: 'View order' })).toBeNull()
  })

  describe('in a hidden tab', () => {
    let hidden = false
    afterEach(() => {
      hidden = false
      // The document's own property shadowed jsdom's getter.
      Reflect.deleteProperty(document, 'visibilityState')
    })

    it('asks nothing while the tab is hidden and asks at once when it shows again', async () => {
      backFromPayment('open', 'paid')
      vi.spyOn(paymentWait, 'delay').mockReturnValue(20)
      hidden = true
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      })
      renderRoute(returnPath)
      await screen.findByRole('heading', { level: 1, name: 'Wir warten auf Ihre Zahlung' })
      await act(() => new Promise((r) => setTimeout(r, 150)))
      expect(commerceRequests('MollieProcessTransaction')).toHaveLength(1)

      hidden = false
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'))
      })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
      ).toBeInTheDocument()
      await waitFor(() => {
        expect(commerceRequests('MollieProcessTransaction')).toHaveLength(2)
      })
    })
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

  it('offers the order still waiting for its payment on the empty cart a shopper comes back to', async () => {
    const { carts, cart } = backFromPayment('open')
    sessionStorage.setItem('paddock_placed_payment', 'tok')
    const leaving = vi.spyOn(leavePage, 'for').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const { router } = renderRoute('/de/checkout/cart')
    const notice = await screen.findByRole('region', {
      name: 'Ihre Bestellung wartet auf die Zahlung',
    })
    expect(notice).toHaveTextContent('Sie haben die Zahlungsseite verlassen')
    await user.click(within(notice).getByRole('button', { name: 'Jetzt bezahlen' }))
    await waitFor(() => {
      expect(leaving).toHaveBeenCalledWith('/payment/test/tok')
    })
    await user.click(within(notice).getByRole('button', { name: 'Zahlungsart ändern' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/checkout')
    })
    const restored = [...carts.guests.keys()].find((id) => id !== cart.id)
    expect(cartCookie()).toBe(`${restored ?? ''}:2`)
  })

  it('shows nothing on the empty cart once the order of this tab is paid, and forgets it', async () => {
    backFromPayment('paid')
    sessionStorage.setItem('paddock_placed_payment', 'tok')
    renderRoute('/de/checkout/cart')
    expect(await screen.findByRole('heading', { level: 2, name: /leer/ })).toBeInTheDocument()
    await waitFor(() => {
      expect(sessionStorage.getItem('paddock_placed_payment')).toBeNull()
    })
    expect(
      screen.queryByRole('region', { name: 'Ihre Bestellung wartet auf die Zahlung' }),
    ).toBeNull()
  })
})
