import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { sizes } from '@/testing/catalog-fixtures'
import {
  cartCookie,
  clubShirt,
  emptyTestCarts,
  guestCartWith,
  serveCarts,
} from '@/testing/cart-api'
import { paymentIcon, placedOrders, readyToPay, serveCheckout } from '@/testing/checkout-api'
import { commerceRequests } from '@/testing/commerce-api'
import { renderRoute } from '@/testing/render-route'
import { leavePage } from '../lib/leave-page'
import { preselectedShipping } from './method-steps'

const black40 = `RH-KB-ELLA-BLACK-${String(sizes.s40)}`

function guestWith(lines: Parameters<typeof guestCartWith>[1]) {
  const carts = emptyTestCarts()
  const cart = guestCartWith(carts, lines)
  serveCarts(carts)
  serveCheckout(carts)
  return cart
}

const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name })

let leavePageFor: MockInstance<(url: string) => void>

beforeEach(() => {
  leavePageFor = vi.spyOn(leavePage, 'for').mockImplementation(() => undefined)
})

describe('the checkout', () => {
  it('takes a guest through every step to the order button and on to the payment page', async () => {
    const cart = guestWith([{ sku: black40, quantity: 1, selected: [], entered: [] }])
    const user = userEvent.setup()
    renderRoute('/de/checkout')
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument()

    // 1. As a guest: the email address, checked here first.
    await stepHeading(/Schritt 1 von 5:.*Anmelden oder als Gast bestellen/)
    expect(screen.getByRole('tab', { name: 'Anmelden' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toBeInTheDocument()
    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ })
    await user.type(email, 'lena@')
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }))
    expect(
      await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    ).toBeVisible()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await user.type(email, 'example.de')
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }))

    // 2. The address: the focus moves to the step's heading; the server's error lands on its field.
    const addresses = await stepHeading(/Schritt 2 von 5:.*Adressen/)
    await waitFor(() => {
      expect(addresses).toHaveFocus()
    })
    expect(screen.getByText('lena@example.de')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(5)
    await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Lena')
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Huber')
    await user.type(
      screen.getByRole('textbox', { name: /^Straße und Hausnummer/ }),
      'Hauptstraße 1',
    )
    const postcode = screen.getByRole('textbox', { name: /^Postleitzahl/ })
    await user.type(postcode, '8033')
    await user.type(screen.getByRole('textbox', { name: /^Ort/ }), 'München')
    expect(screen.getByRole('combobox', { name: /^Land/ })).toHaveValue('DE')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(
      await screen.findByText('Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).'),
    ).toBeVisible()
    await waitFor(() => {
      expect(postcode).toHaveFocus()
    })
    await user.type(postcode, '1')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))

    // 3. The shipping method, with its price incl. VAT.
    const shipping = await stepHeading(/Schritt 3 von 5:.*Versandart/)
    await waitFor(() => {
      expect(shipping).toHaveFocus()
    })
    expect(screen.getByText('Hauptstraße 1')).toBeInTheDocument()
    // The only method is chosen already: "Weiter" goes on without a click.
    expect(screen.getByRole('radio', { name: /DHL Paket/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Weiter' }))

    // 4. The payment method: one must be chosen; the test provider says it is a test.
    await stepHeading(/Schritt 4 von 5:.*Zahlungsart/)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Option aus.')
    const test = screen.getByRole('radio', { name: /Testzahlung \(kein echtes Geld\)/ })
    expect(test.closest('label')).toHaveTextContent('Es wird kein Geld abgebucht.')
    await user.click(test)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))

    // 5. The summary with the legal links and the button of §312j BGB.
    const summary = await stepHeading(/Schritt 5 von 5:.*Bestellung prüfen/)
    await waitFor(() => {
      expect(summary).toHaveFocus()
    })
    const section = summary.closest('section') ?? document.body
    expect(within(section).getByRole('link', { name: 'AGB' })).toHaveAttribute(
      'href',
      '/de/service/agb',
    )
    expect(within(section).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/service/datenschutz',
    )
    expect(within(section).getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute(
      'href',
      '/de/service/widerruf',
    )
    expect(within(section).getByText('DHL Paket')).toBeInTheDocument()
    expect(within(section).queryByText(/Kein Widerrufsrecht/)).toBeNull()
    const grandTotal = within(section).getByText('Gesamtsumme').nextElementSibling
    expect(grandTotal).toHaveTextContent('54,95 €')
    await user.click(within(section).getByRole('button', { name: 'Zahlungspflichtig bestellen' }))

    // Placing goes through several requests: on a busy machine it takes longer than a second.
    await waitFor(
      () => {
        expect(leavePageFor).toHaveBeenCalledWith('/payment/test/tok')
      },
      { timeout: 5000 },
    )
    expect(placedOrders).toEqual([{ cartId: cart.id, expected: 54.95 }])
    // The placed cart is kept for the success page, never in a URL; the header's cart is empty.
    expect(sessionStorage.getItem('paddock_placed_cart')).toBe(cart.id)
    expect(cartCookie()).toBeNull()
    expect(commerceRequests('PlaceOrder').map((r) => r.method)).toEqual(['POST'])
  })

  it('keeps what was entered on a reload and opens the first step still to do', async () => {
    guestWith([{ sku: black40, quantity: 1, selected: [], entered: [] }])
    const user = userEvent.setup()
    const first = renderRoute('/de/checkout')
    await stepHeading(/Schritt 1 von 5:.*Anmelden/)
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'lena@example.de')
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }))
    await stepHeading(/Schritt 2 von 5:.*Adressen/)
    first.unmount()

    renderRoute('/de/checkout')
    expect(await stepHeading(/Schritt 2 von 5:.*Adressen/)).toBeInTheDocument()
    expect(screen.getByText('lena@example.de')).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: /^Vorname/ })).toBeInTheDocument()
    // The done step can be changed again, its form filled from the cart.
    await user.click(
      screen.getByRole('button', { name: /Ändern: Anmelden oder als Gast bestellen/ }),
    )
    expect(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(
      'lena@example.de',
    )
  })

  it('says before the button that individualised club items cannot be withdrawn', async () => {
    guestWith([
      {
        sku: clubShirt.sku,
        quantity: 1,
        selected: ['c3RpY2s='],
        entered: [{ uid: 'bmFtZS12YWx1ZQ==', value: 'Mia' }],
      },
    ])
    const user = userEvent.setup()
    renderRoute('/en/checkout')
    await stepHeading(/Step 1 of 5:.*Sign in or check out as a guest/)
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'mia@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue as a guest' }))
    await stepHeading(/Step 2 of 5:.*Addresses/)
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Mia')
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Berger')
    await user.type(screen.getByRole('textbox', { name: /^Street and house number/ }), 'Ring 2')
    await user.type(screen.getByRole('textbox', { name: /^Postcode/ }), '80331')
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Munich')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await stepHeading(/Step 3 of 5:.*Shipping method/)
    await user.click(screen.getByRole('radio', { name: /DHL Paket/ }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await stepHeading(/Step 4 of 5:.*Payment method/)
    await user.click(screen.getByRole('radio', { name: /Bank transfer in advance/ }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await stepHeading(/Step 5 of 5:.*Review your order/)
    // The privacy policy at its English path, the terms at the English content page.
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/service/privacy',
    )
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/en/service/terms',
    )
    const button = screen.getByRole('button', { name: 'Buy now – payment required' })
    expect(button).toHaveAccessibleDescription(
      /right of withdrawal does not apply.*Club polo shirt/,
    )
    await user.click(button)
    // A bank transfer goes on to the success page.
    await screen.findByRole('heading', { level: 1, name: /Thank you for your order/ })
    expect(leavePageFor).not.toHaveBeenCalled()
  })

  it('offers Mollie’s methods with their names and icons beside the shop’s own, and pays on Mollie’s page', async () => {
    const cart = guestWith([{ sku: black40, quantity: 1, selected: [], entered: [] }])
    readyToPay(cart, { email: 'camille@example.fr' })
    const user = userEvent.setup()
    renderRoute('/fr/checkout')
    const heading = await stepHeading(/Étape 4 sur 5\u202f:.*Mode de paiement/)
    const section = heading.closest('section') ?? document.body
    // Apple Pay is offered, but this browser cannot pay with it.
    const radios = within(section).getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Carte bancaire',
      'Klarna',
      'PayPal',
      'Virement bancaire',
      expect.stringMatching(/^Paiement test \(sans argent réel\)Paiement test/),
    ])
    // Each Mollie method's icon: decorative (its name is beside it), a fixed size, loaded lazily.
    const card = within(section).getByRole('radio', { name: 'Carte bancaire' })
    const icon = card.closest('label')?.querySelector('img')
    expect(icon).toHaveAttribute('src', paymentIcon('mollie_methods_creditcard'))
    expect(icon).toHaveAttribute('alt', '')
    expect(icon).toHaveAttribute('width', '32')
    expect(icon).toHaveAttribute('height', '24')
    expect(icon).toHaveAttribute('loading', 'lazy')
    expect(within(section).queryAllByRole('img')).toEqual([])
    // The shop's own methods have none; only the test payment says it is a test.
    const bank = within(section).getByRole('radio', { name: 'Virement bancaire' })
    expect(bank.closest('label')?.querySelector('img')).toBeNull()
    expect(within(section).getAllByText('Paiement test', { exact: true })).toHaveLength(1)

    // Chosen by keyboard: from the step's heading the first method takes the focus, the arrow moves on to Klarna.
    heading.focus()
    await user.tab()
    expect(card).toHaveFocus()
    await user.keyboard(' ')
    expect(card).toBeChecked()
    await user.keyboard('{ArrowDown}')
    const klarna = within(section).getByRole('radio', { name: 'Klarna' })
    expect(klarna).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(commerceRequests('SetPaymentMethodOnCart').map((r) => r.variables)).toEqual([
      { input: { cart_id: cart.id, payment_method: { code: 'mollie_methods_klarna' } } },
    ])

    // The summary names it with its icon; the order goes on to Mollie's hosted page.
    const summary = await stepHeading(/Étape 5 sur 5\u202f:.*Vérifier/)
    const summarySection = summary.closest('section') ?? document.body
    const chosen = within(summarySection).getByText('Klarna')
    expect(chosen.querySelector('img')).toHaveAttribute('src', paymentIcon('mollie_methods_klarna'))
    await user.click(
      within(summarySection).getByRole('button', { name: 'Commander avec obligation de paiement' }),
    )
    await waitFor(
      () => {
        expect(leavePageFor).toHaveBeenCalledWith(
          'https://www.mollie.com/checkout/test-mode?method=klarna',
        )
      },
      { timeout: 5000 },
    )
    expect(sessionStorage.getItem('paddock_placed_cart')).toBe(cart.id)
  })

  it('offers Apple Pay where the browser can pay with it', async () => {
    vi.stubGlobal('ApplePaySession', { canMakePayments: () => true })
    const cart = guestWith([{ sku: black40, quantity: 1, selected: [], entered: [] }])
    readyToPay(cart, { email: 'lena@example.de' })
    renderRoute('/de/checkout')
    const heading = await stepHeading(/Schritt 4 von 5:.*Zahlungsart/)
    const section = heading.closest('section') ?? document.body
    expect(within(section).getAllByRole('radio')[0]).toHaveAccessibleName('Apple Pay')
  })
})

describe('the shipping step’s choice', () => {
  const method = (code: string, price: number) => ({
    carrier_code: 'dhl',
    carrier_title: 'DHL',
    method_code: code,
    method_title: code,
    available: true,
    error_message: null,
    price_incl_tax: { value: price, currency: 'EUR' as const },
    price_excl_tax: { value: price, currency: 'EUR' as const },
  })
  const offered = [method('express', 14.9), method('paket', 4.95), method('abholung', 4.95)]

  it('keeps the cart’s method while it is offered, else takes the cheapest', () => {
    expect(preselectedShipping('dhl/express', offered)).toBe('dhl/express')
    expect(preselectedShipping('', offered)).toBe('dhl/paket')
    expect(preselectedShipping('dhl/gone', offered)).toBe('dhl/paket')
    expect(preselectedShipping('', [method('express', 14.9)])).toBe('dhl/express')
    expect(preselectedShipping('', [])).toBe('')
  })
})
