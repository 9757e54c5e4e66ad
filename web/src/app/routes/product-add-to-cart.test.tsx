import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { colours, sizes } from '@/testing/catalog-fixtures'
import {
  cartCookie,
  clubShirt,
  emptyTestCarts,
  serveCarts,
  serveClubShirt,
} from '@/testing/cart-api'
import { commerceRequests } from '@/testing/commerce-api'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderRoute } from '@/testing/render-route'
import { signInAs, testUser } from '@/testing/session-api'

const cartOperations = [
  'CreateGuestCart',
  'GetCart',
  'GetCustomerCart',
  'AddProductsToCart',
  'MergeCarts',
]
const ella = '/de/kniebesatz-reithose-ella'
const headerCart = () => screen.getByRole('button', { name: /^Warenkorb, / })

describe('adding to the cart from a product page', () => {
  it('checks every option by the server’s rules, shows the surcharge and adds with a new guest cart', async () => {
    const user = userEvent.setup()
    const carts = serveCarts()
    serveClubShirt()
    renderRoute(`/de/${clubShirt.key.de}`)
    await screen.findByRole('heading', { level: 1, name: 'Vereins-Poloshirt' })
    const name = await screen.findByRole('textbox', { name: /Name auf dem Rücken/ })
    expect(headerCart()).toHaveAccessibleName('Warenkorb, 0 Artikel')
    // The hint names every choice still open, and the name's limit is said before typing.
    expect(
      screen.getByText('Bitte wählen Sie zuerst: Logo-Art, Name auf dem Rücken.'),
    ).toBeInTheDocument()
    expect(name).toHaveAccessibleDescription(/max\. 10 Zeichen/)

    // Nothing chosen: the required options say so and the first takes the focus; nothing is sent.
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    const logoType = screen.getByRole('combobox', { name: /Logo-Art/ })
    expect(logoType).toHaveFocus()
    expect(logoType).toBeInvalid()
    expect(name).toBeInvalid()
    expect(name).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\./)
    expect(commerceRequests().filter((r) => cartOperations.includes(r.operationName))).toEqual([])

    // Engraving: the sublimation extras are not offered.
    await user.selectOptions(logoType, 'Z3Jhdm91cg==')
    expect(screen.queryByRole('group', { name: 'Sublimation' })).toBeNull()
    await user.selectOptions(logoType, 'c3VibGltYXRpb24tZHJ1Y2s=')
    await user.click(screen.getByRole('checkbox', { name: /Vereinslogo/ }))
    await user.click(screen.getByRole('checkbox', { name: /Vorderseite/ }))
    await user.type(name, ' Mia Huber')
    expect(screen.queryByText(/Bitte wählen Sie zuerst/)).toBeNull()
    // The customisation tab sums up the choice made, not the product's standard finish.
    const tabs = await screen.findByRole('tablist', { name: 'Produktinformationen' })
    await user.click(within(tabs).getByRole('tab', { name: 'Veredelung' }))
    const summary = screen.getByRole('tabpanel', { name: 'Veredelung' })
    expect(summary).toHaveTextContent('Logo-ArtSublimationsdruck')
    expect(summary).toHaveTextContent('SublimationVereinslogo, Vorderseite')
    expect(summary).toHaveTextContent('Name auf dem RückenMia Huber')
    expect(summary).not.toHaveTextContent('Stick')
    // 30 € + 2,90 € + 4,90 € + 5 % + 10 % of 30 €.
    expect(screen.getByText(/Mit Ihrer Auswahl:/)).toHaveTextContent(
      'Mit Ihrer Auswahl: 42,30 € (Aufpreis 12,30 €)',
    )
    const quantity = screen.getByRole('spinbutton', { name: 'Menge' })
    await user.clear(quantity)
    await user.type(quantity, '2')
    const addButton = screen.getByRole('button', { name: 'In den Warenkorb' })
    await user.click(addButton)

    // The cart drawer confirms it with the line, the subtotal and the ways on (focus and axe: below).
    const drawer = await screen.findByRole('dialog', { name: 'In den Warenkorb gelegt' })
    const line = within(drawer).getByRole('list', { name: 'Hinzugefügter Artikel' })
    expect(line).toHaveTextContent('Vereins-Poloshirt')
    expect(line).toHaveTextContent('Name auf dem Rücken: Mia Huber')
    expect(line).toHaveTextContent('Menge: 2')
    expect(
      within(drawer).getByText('Zwischensumme (2 Artikel)').nextElementSibling,
    ).toHaveTextContent('84,60 €')
    await user.click(within(drawer).getByRole('button', { name: 'Weiter einkaufen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const [created] = commerceRequests('CreateGuestCart')
    const [added] = commerceRequests('AddProductsToCart')
    const [cart] = [...carts.guests.values()]
    expect(created?.method).toBe('POST')
    expect(added?.method).toBe('POST')
    expect(added?.variables).toEqual({
      cartId: cart?.id,
      cartItems: [
        {
          sku: 'VK-POLO',
          quantity: 2,
          selected_options: ['c3VibGltYXRpb24tZHJ1Y2s=', 'bG9nbw==', 'ZnJvbnQ='],
          entered_options: [{ uid: 'bmFtZS12YWx1ZQ==', value: 'Mia Huber' }],
        },
      ],
    })
    // The browser keeps the id and the count; the header shows the count.
    expect(cartCookie()).toBe(`${cart?.id ?? ''}:2`)
    await waitFor(() => {
      expect(headerCart()).toHaveAccessibleName('Warenkorb, 2 Artikel')
    })

    // The next add goes into the same cart, the same line; "continue shopping" closes the drawer.
    await user.click(addButton)
    const again = await screen.findByRole('dialog', { name: 'In den Warenkorb gelegt' })
    expect(within(again).getByText('Zwischensumme (4 Artikel)')).toBeInTheDocument()
    expect(within(again).getByRole('list', { name: 'Hinzugefügter Artikel' })).toHaveTextContent(
      'Menge: 4',
    )
    await user.click(within(again).getByRole('button', { name: 'Weiter einkaufen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => {
      expect(headerCart()).toHaveAccessibleName('Warenkorb, 4 Artikel')
    })
    expect(commerceRequests('CreateGuestCart')).toHaveLength(1)
  })

  it('asks for the variant first, then shows what the server refused', async () => {
    const user = userEvent.setup()
    serveCarts()
    renderRoute(`${ella}?color=${String(colours.olive)}`)
    await screen.findByRole('heading', { level: 1 })
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie zuerst: Größe.')
    expect(screen.getByRole('radio', { name: '36' })).toHaveFocus()

    await user.click(screen.getByRole('radio', { name: '36' }))
    const quantity = screen.getByRole('spinbutton', { name: 'Menge' })
    await user.clear(quantity)
    await user.type(quantity, '5')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    // Only three of this variant are in stock: the server's message, as it says it.
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Nur noch 3 auf Lager.')
    })
    expect(commerceRequests('AddProductsToCart')[0]?.variables.cartItems).toEqual([
      {
        sku: `RH-KB-ELLA-OLIVE-${String(sizes.s36)}`,
        parent_sku: 'RH-KB-ELLA',
        quantity: 5,
        selected_options: [],
        entered_options: [],
      },
    ])
    expect(screen.queryByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeNull()

    // A quantity the cart does not take is refused in the form.
    await user.clear(quantity)
    await user.type(quantity, '0')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(quantity).toHaveFocus()
    expect(quantity).toHaveAccessibleDescription('Bitte geben Sie eine Menge von 1 bis 999 an.')
    expect(commerceRequests('AddProductsToCart')).toHaveLength(1)
  })

  it('confirms an add in the cart drawer: focus inside, the free-shipping state, the ways on; Escape gives the focus back', async () => {
    const user = userEvent.setup()
    serveCarts()
    renderRoute(`${ella}?color=${String(colours.black)}&size=${String(sizes.s40)}`)
    await screen.findByRole('heading', { level: 1 })
    const addButton = screen.getByRole('button', { name: 'In den Warenkorb' })
    await user.click(addButton)
    const drawer = await screen.findByRole('dialog', { name: 'In den Warenkorb gelegt' })
    await waitFor(() => {
      expect(drawer.contains(document.activeElement)).toBe(true)
    })
    expect(within(drawer).getByRole('list', { name: 'Hinzugefügter Artikel' })).toHaveTextContent(
      'Kniebesatz-Reithose EllaFarbe: Schwarz · Größe: 40Menge: 154,95 €',
    )
    expect(within(drawer).getByText('Zwischensumme (1 Artikel)')).toBeInTheDocument()
    // Over the (fake) back end's 50 € the goods ship free, and the drawer says so.
    expect(drawer).toHaveTextContent('Ihre Bestellung wird versandkostenfrei geliefert.')
    expect(within(drawer).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      '/de/checkout',
    )
    expect(within(drawer).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      '/de/checkout/cart',
    )
    await expectNoAxeViolations(drawer)
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    await waitFor(() => {
      expect(addButton).toHaveFocus()
    })
    // No toast besides: the drawer was the confirmation.
    expect(screen.queryByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeNull()
  })

  it('makes a new cart when the server no longer has the one in the cookie', async () => {
    const user = userEvent.setup()
    const carts = serveCarts()
    document.cookie = 'paddock_cart=goneGoneGoneGoneGoneGoneGoneGone%3A3; Path=/'
    renderRoute(`${ella}?color=${String(colours.black)}&size=${String(sizes.s40)}`)
    await screen.findByRole('heading', { level: 1 })
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(
      await screen.findByRole('dialog', { name: 'In den Warenkorb gelegt' }),
    ).toBeInTheDocument()
    const [cart] = [...carts.guests.values()]
    expect(commerceRequests('AddProductsToCart').map((r) => r.variables.cartId)).toEqual([
      'goneGoneGoneGoneGoneGoneGoneGone',
      cart?.id,
    ])
    expect(cartCookie()).toBe(`${cart?.id ?? ''}:1`)
  })

  it('adds to a signed-in customer’s own cart, with no cookie', async () => {
    const user = userEvent.setup()
    const carts = serveCarts(emptyTestCarts())
    signInAs(testUser)
    renderRoute(`${ella}?color=${String(colours.olive)}&size=${String(sizes.s36)}`)
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => {
      expect(headerCart()).toHaveAccessibleName('Warenkorb, 0 Artikel')
    })
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    const drawer = await screen.findByRole('dialog', { name: 'In den Warenkorb gelegt' })
    expect(commerceRequests('CreateGuestCart')).toEqual([])
    expect(commerceRequests('AddProductsToCart')[0]?.variables.cartId).toBe(carts.customer.id)
    expect(commerceRequests('GetCustomerCart').every((r) => r.method === 'POST')).toBe(true)
    expect(cartCookie()).toBeNull()
    // Under 50 € (the olive pair on sale) the drawer says how much more ships free.
    expect(within(drawer).getByRole('list', { name: 'Hinzugefügter Artikel' })).toHaveTextContent(
      'Kniebesatz-Reithose Ella',
    )
    expect(drawer).toHaveTextContent(/Noch \d+,\d\d\s€ bis zum kostenlosen Versand\./)
    // Its close button closes it; the page behind, the header's count with it, is back.
    await user.click(within(drawer).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => {
      expect(headerCart()).toHaveAccessibleName('Warenkorb, 1 Artikel')
    })
  })
})
