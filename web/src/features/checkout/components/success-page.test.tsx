import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { sizes } from '@/testing/catalog-fixtures'
import { emptyTestCarts, guestCartWith, serveCarts } from '@/testing/cart-api'
import { placeTestOrder, serveCheckout, testBankAccount } from '@/testing/checkout-api'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderRoute } from '@/testing/render-route'
import { restError, serveSignIn, signInAs, testUser } from '@/testing/session-api'

const black40 = `RH-KB-ELLA-BLACK-${String(sizes.s40)}`

/** A guest's cart with one pair of breeches whose order this browser tab placed. */
function placed(payment: 'banktransfer' | 'testpay', customer = false) {
  const carts = emptyTestCarts()
  const line = { uid: 'aXRlbS9', sku: black40, quantity: 1, selected: [], entered: [] }
  if (customer) carts.customer.lines.push(line)
  const cart = customer ? carts.customer : guestCartWith(carts, [line])
  serveCarts(carts)
  serveCheckout(carts)
  placeTestOrder(cart, { email: 'lena@example.de', payment })
  sessionStorage.setItem('paddock_placed_cart', cart.id)
  return cart
}

describe('the success page', () => {
  it('shows the order placed in this tab, asked by its cart, and offers the guest an account from it', async () => {
    const cart = placed('testpay')
    renderRoute('/de/checkout/success')
    expect(await screen.findByText('Ihre Bestellnummer lautet 100000042.')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeInTheDocument()
    const items = screen.getByRole('region', { name: 'Artikel' })
    expect(items).toHaveTextContent('1 × Kniebesatz-Reithose Ella')
    expect(within(items).getByText('Gesamtsumme').nextElementSibling).toHaveTextContent(
      /^\d+,\d\d\s€$/,
    )
    expect(screen.getByText('Testzahlung (kein echtes Geld)')).toBeInTheDocument()
    expect(screen.getByText('Bearbeitung')).toBeInTheDocument()
    expect(screen.getAllByText('Am Deich 4')).toHaveLength(2)
    // A test payment has nothing to transfer.
    expect(screen.queryByRole('region', { name: 'Bitte überweisen Sie den Betrag' })).toBeNull()
    // The cart's id went in the request's body, never in a URL.
    const [request] = commerceRequests('GetCheckoutOrder')
    expect(request?.method).toBe('POST')
    expect(request?.variables).toEqual({ cartId: cart.id })
    // The registration, prefilled from the order.
    const offer = screen.getByRole('region', { name: 'Kundenkonto anlegen' })
    expect(within(offer).getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Lena')
    expect(within(offer).getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Huber')
    expect(within(offer).getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(
      'lena@example.de',
    )
    // What happens next, how a guest finds the order again, and the way back to the shop.
    const next = screen.getByRole('region', { name: 'So geht es weiter' })
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((step) => step.lastElementChild?.textContent),
    ).toEqual([
      'Wir haben Ihnen eine Bestellbestätigung per E-Mail geschickt.',
      'Wir stellen Ihre Bestellung zusammen und verpacken sie sorgfältig.',
      'Ist Ihr Paket unterwegs, schicken wir Ihnen die Sendungsnummer per E-Mail.',
      'Ihre Bestellung finden Sie jederzeit mit Bestellnummer, E-Mail-Adresse und Nachname: Bestellung finden',
    ])
    expect(within(next).getByRole('link', { name: 'Bestellung finden' })).toHaveAttribute(
      'href',
      '/de/sales/guest/form',
    )
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de')
    // A guest's order is in no account: no link there.
    expect(screen.queryByRole('link', { name: 'Bestellung im Kundenkonto ansehen' })).toBeNull()
    // The order beside it: items, totals and details under one heading.
    const summary = screen.getByRole('complementary', { name: 'Ihre Bestellung' })
    expect(within(summary).getByRole('region', { name: 'Artikel' })).toBe(items)
    expect(summary).toHaveTextContent('Bestellnummer100000042')
    await expectNoAxeViolations(screen.getByRole('main'))
  })

  it('keeps a guest who signs up here a guest of this order: the account holds the next ones', async () => {
    placed('testpay')
    serveCommerce({
      IsEmailAvailable: () => ({ isEmailAvailable: { is_email_available: true } }),
      CreateCustomer: () => ({ createCustomerV2: { customer: { email: 'lena@example.de' } } }),
    })
    const lena = { email: 'lena@example.de', firstname: 'Lena', lastname: 'Huber' }
    serveSignIn(({ email }) =>
      email === lena.email
        ? lena
        : restError(401, { message: 'nein', code: 'AUTHENTICATION_FAILED' }),
    )
    const user = userEvent.setup()
    renderRoute('/de/checkout/success')
    const offer = await screen.findByRole('region', { name: 'Kundenkonto anlegen' })
    expect(offer).toHaveTextContent(
      'Name und E-Mail-Adresse aus dieser Bestellung sind schon eingetragen, Sie wählen nur noch ein Passwort.',
    )
    await user.type(within(offer).getByLabelText(/^Passwort \*/), 'Reiten-Lena1')
    await user.type(within(offer).getByLabelText(/^Passwort wiederholen/), 'Reiten-Lena1')
    await user.click(within(offer).getByRole('button', { name: 'Kundenkonto anlegen' }))
    expect(
      await screen.findByText(
        'Ihr Kundenkonto ist angelegt. Ihre nächsten Bestellungen sehen Sie darin; diese finden Sie wie oben beschrieben.',
      ),
    ).toBeInTheDocument()
    expect(commerceRequests('CreateCustomer')[0]?.variables.input).toMatchObject({
      email: 'lena@example.de',
      firstname: 'Lena',
      lastname: 'Huber',
    })
    // Signed in now, but the order was a guest's: still "find my order", never a link into the account.
    expect(screen.getByRole('link', { name: 'Bestellung finden' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Bestellung im Kundenkonto ansehen' })).toBeNull()
  })

  it('shows a bank transfer’s account, reference and amount', async () => {
    placed('banktransfer')
    renderRoute('/en/checkout/success')
    const bank = await screen.findByRole('region', { name: 'Please transfer the amount' })
    const rows = [...bank.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent ?? ''}`,
    )
    const grandTotal = within(screen.getByRole('region', { name: 'Items' })).getByText(
      'Grand total',
    ).nextElementSibling?.textContent
    expect(grandTotal).toMatch(/^€\d+\.\d\d$/)
    expect(rows).toEqual([
      `Account holder: ${testBankAccount.account_holder}`,
      `IBAN: ${testBankAccount.iban}`,
      `BIC: ${testBankAccount.bic}`,
      `Bank: ${testBankAccount.bank_name}`,
      'Payment reference: 100000042',
      `Amount: ${grandTotal ?? ''}`,
    ])
    expect(screen.getByText('Payment pending')).toBeInTheDocument()
    // Not paid yet: no invoice.
    expect(screen.queryByRole('link', { name: /Invoice/ })).toBeNull()
  })

  it('offers a signed-in customer the order in the account instead of a registration', async () => {
    signInAs(testUser)
    placed('banktransfer', true)
    renderRoute('/en/checkout/success')
    expect(await screen.findByText('Your order number is 100000042.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View the order in your account' })).toHaveAttribute(
      'href',
      '/en/customer/orders/100000042',
    )
    expect(screen.queryByRole('region', { name: 'Create a customer account' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Find your order' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en')
    // A bank transfer: the goods are picked once the money is there.
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'As soon as your transfer has arrived, we pick and pack your order.',
    )
    await expectNoAxeViolations(screen.getByRole('main'))
  })

  it('speaks French, with its typography', async () => {
    await activateLocale('fr')
    placed('testpay')
    renderRoute('/fr/checkout/success')
    const next = await screen.findByRole('region', { name: 'Les prochaines étapes' })
    expect(within(next).getByRole('link', { name: 'Retrouver ma commande' })).toHaveAttribute(
      'href',
      '/fr/sales/guest/form',
    )
    expect(next.textContent).toContain('votre nom\u202f: Retrouver ma commande')
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute(
      'href',
      '/fr',
    )
    expect(screen.getByRole('complementary', { name: 'Votre commande' })).toBeInTheDocument()
    await expectNoAxeViolations(screen.getByRole('main'))
  })

  it('says so when this tab placed no order, without asking the server', async () => {
    const carts = emptyTestCarts()
    serveCarts(carts)
    serveCheckout(carts)
    renderRoute('/de/checkout/success')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keine Bestellung zu zeigen' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'In diesem Browser wurde keine Bestellung aufgegeben, die wir hier zeigen können.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute('href', '/de')
    expect(commerceRequests('GetCheckoutOrder')).toEqual([])
  })

  it('says so when the server has no order for the remembered cart', async () => {
    const carts = emptyTestCarts()
    const cart = guestCartWith(carts, [{ sku: black40, quantity: 1, selected: [], entered: [] }])
    serveCarts(carts)
    serveCheckout(carts)
    sessionStorage.setItem('paddock_placed_cart', cart.id)
    renderRoute('/en/checkout/success')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No order to show' }),
    ).toBeInTheDocument()
    expect(commerceRequests('GetCheckoutOrder')).toHaveLength(1)
  })
})
