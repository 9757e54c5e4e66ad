import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import {
  refusedInformation,
  serveReturns,
  testIndividualisedItem,
  testReturnInformation,
  testReturnItem,
  type TestRefusalCode,
} from '@/testing/returns-api'
import { ReturnPage } from './return-page'

const url = '/de/customer/orders/000000007/return'
const incomplete =
  'Eine Rücksendung braucht für jeden ausgewählten Artikel eine Menge und einen Grund.'

/** The announced refusal, found by its heading. */
async function refusal(title: string) {
  const heading = await screen.findByRole('heading', { name: title })
  const status = heading.closest('[role="status"]')
  expect(status).not.toBeNull()
  return status as HTMLElement
}

function renderReturn(number = '000000007', path = url) {
  return renderComponent(<ReturnPage number={number} />, { url: path })
}

/** Two returnable items (breeches and gloves) and the individualised saddle pad. */
function threeItems() {
  return testReturnInformation({
    items: [
      testReturnItem(),
      testReturnItem({
        order_item: {
          id: 'Mw==',
          product_name: 'Reithandschuhe Grip',
          product_sku: 'RH-GRIP-M',
          selected_options: [{ label: 'Größe', value: 'M' }],
          entered_options: [],
        },
        qtyOrdered: 3,
        qtyReturnable: 3,
      }),
      testIndividualisedItem(),
    ],
  })
}

describe('ReturnPage', () => {
  it('says who pays the postage: the shop with its DHL label, else the customer', async () => {
    serveReturns({ '000000007': testReturnInformation({ prepaidLabelCarrier: 'DHL' }) })
    const { unmount } = renderReturn()
    expect(
      await screen.findByText(
        'Wählen Sie die Artikel, die Sie zurücksenden möchten, und geben Sie für jeden die Menge und den Grund an. Im nächsten Schritt erhalten Sie ein DHL-Retourenetikett: Das Porto übernehmen wir.',
      ),
    ).toBeVisible()
    expect(screen.queryByText(/Porto der Rücksendung tragen Sie/)).toBeNull()
    unmount()
    serveReturns({ '000000007': testReturnInformation() })
    renderReturn()
    expect(
      await screen.findByText(/es ist keine Paketmarke, das Porto der Rücksendung tragen Sie/),
    ).toBeVisible()
    expect(screen.queryByText(/übernehmen wir/)).toBeNull()
  })

  it('lists the items with image, options, ordered and returnable quantities, and greys the individualised one with its reason', async () => {
    serveReturns({ '000000007': testReturnInformation() })
    renderReturn()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rücksendung zu Bestellung 000000007' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('Rücksendungen sind bis zum 9. April 2026 möglich.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Zurück zu Bestellung 000000007' })).toHaveAttribute(
      'href',
      '/de/customer/orders/000000007',
    )

    const breeches = screen.getByRole('group', { name: 'Kniebesatzreithose Ella' })
    expect(breeches).toHaveTextContent('Art.-Nr. RH-KB-ELLA-OLIV-38')
    expect(breeches).toHaveTextContent('Farbe: Oliv')
    expect(breeches).toHaveTextContent('Größe: 38')
    expect(breeches).toHaveTextContent('Bestellt: 2')
    expect(breeches).toHaveTextContent('Rücksendbar: 2')
    // The image is decoration: the name is beside it.
    expect(breeches.querySelector('img')).toHaveAttribute(
      'src',
      'http://127.0.0.1:8080/media/ella-small.jpg',
    )
    expect(breeches.querySelector('img')).toHaveAttribute('alt', '')
    const select = within(breeches).getByRole('checkbox', {
      name: 'Kniebesatzreithose Ella zurücksenden',
    })
    expect(select).not.toBeChecked()
    // Quantity and reason show once the item is selected.
    expect(within(breeches).queryByRole('textbox', { name: /Menge/ })).toBeNull()

    const pad = screen.getByRole('group', { name: 'Schabracke Ausritt' })
    expect(pad).toHaveTextContent('Name zum Besticken: Tornado')
    expect(pad).toHaveTextContent('Rücksendbar: 0')
    expect(pad).toHaveTextContent(
      'Individualisierte Vereinsartikel sind von der Rücksendung ausgeschlossen.',
    )
    expect(within(pad).queryByRole('checkbox')).toBeNull()
    // The order's number stays out of URLs: the server takes this query only as POST.
    expect(commerceRequests('GetOrderReturnInformation').map(({ method }) => method)).toEqual([
      'POST',
    ])
  })

  it('says so when nothing is selected, with the focus on the first item, and sends nothing', async () => {
    serveReturns({ '000000007': testReturnInformation() })
    const user = userEvent.setup()
    renderReturn()
    await user.click(await screen.findByRole('button', { name: 'Rücksendung anmelden' }))
    const checkbox = screen.getByRole('checkbox', { name: 'Kniebesatzreithose Ella zurücksenden' })
    await waitFor(() => {
      expect(checkbox).toHaveFocus()
    })
    expect(checkbox).toHaveAccessibleDescription(
      expect.stringContaining(
        'Bitte wählen Sie mindestens einen Artikel aus, den Sie zurücksenden möchten.',
      ) as string,
    )
    expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    expect(commerceRequests('CreateReturnRequest')).toHaveLength(0)
  })

  it('asks for a reason for every selected item with the message of SPEC.md section 5 on the field, focused', async () => {
    serveReturns({ '000000007': threeItems() })
    const user = userEvent.setup()
    renderReturn()
    await user.click(
      await screen.findByRole('checkbox', { name: 'Kniebesatzreithose Ella zurücksenden' }),
    )
    await user.click(screen.getByRole('checkbox', { name: 'Reithandschuhe Grip zurücksenden' }))
    const gloves = screen.getByRole('group', { name: 'Reithandschuhe Grip' })
    await user.selectOptions(
      within(gloves).getByRole('combobox', { name: /Grund/ }),
      'Artikel ist zu groß',
    )
    await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }))

    const breeches = screen.getByRole('group', { name: 'Kniebesatzreithose Ella' })
    const reason = within(breeches).getByRole('combobox', { name: /Grund/ })
    await waitFor(() => {
      expect(reason).toHaveFocus()
    })
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveAccessibleDescription(incomplete)
    // The gloves have both: no message there.
    expect(within(gloves).getByRole('combobox', { name: /Grund/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    )
    expect(commerceRequests('CreateReturnRequest')).toHaveLength(0)
  })

  it('asks for a quantity when the field was emptied, and keeps it within 1 and what is returnable', async () => {
    serveReturns({ '000000007': testReturnInformation() })
    const user = userEvent.setup()
    renderReturn()
    await user.click(
      await screen.findByRole('checkbox', { name: 'Kniebesatzreithose Ella zurücksenden' }),
    )
    const quantity = screen.getByRole('textbox', { name: /Menge/ })
    expect(quantity).toHaveValue('1')
    // More than is returnable is clamped when committed (SPEC.md section 4's number field).
    await user.clear(quantity)
    await user.type(quantity, '5')
    await user.tab()
    expect(quantity).toHaveValue('2')
    // At the bound the step button up stops (react-aria names it in the page's language).
    const stepUp = quantity.parentElement?.querySelector('[slot="increment"]')
    expect(stepUp).toBeDisabled()
    await user.clear(quantity)
    await user.tab()
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Grund/ }),
      'Artikel ist zu klein',
    )
    await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }))
    await waitFor(() => {
      expect(quantity).toHaveFocus()
    })
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('group', { name: 'Kniebesatzreithose Ella' })).toHaveTextContent(
      incomplete,
    )
    expect(commerceRequests('CreateReturnRequest')).toHaveLength(0)
  })

  it('sends the selected items with quantity, reason and comment by keyboard and goes on to the confirmation', async () => {
    const accepted = serveReturns({ '000000007': threeItems() })
    const user = userEvent.setup()
    const { router } = renderReturn()
    const checkbox = await screen.findByRole('checkbox', {
      name: 'Reithandschuhe Grip zurücksenden',
    })
    checkbox.focus()
    await user.keyboard(' ')
    await user.tab()
    const quantity = screen.getByRole('textbox', { name: /Menge/ })
    expect(quantity).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(quantity).toHaveValue('3')
    await user.keyboard('{ArrowDown}')
    await user.tab() // the step buttons are not in the tab order
    const reason = screen.getByRole('combobox', { name: /Grund/ })
    expect(reason).toHaveFocus()
    await user.selectOptions(reason, 'too_large')
    await user.type(screen.getByRole('textbox', { name: /Anmerkung/ }), '  Zu weit geschnitten ')
    await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }))

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        '/de/customer/orders/000000007/return/success/000000007-R1',
      )
    })
    expect(accepted).toEqual([
      {
        reference: '000000007-R1',
        input: {
          incrementId: '000000007',
          items: [{ order_item_id: 'Mw==', quantity: 2, reason: 'too_large' }],
          comment: 'Zu weit geschnitten',
        },
      },
    ])
    expect(commerceRequests('CreateReturnRequest')[0]?.locale).toBe('de')
  })

  it("puts the server's field errors on the item they name (the place among the items sent) and the rest above the form", async () => {
    serveReturns({ '000000007': threeItems() })
    serveCommerce({
      CreateReturnRequest: () =>
        graphqlErrors([fieldError('items.0.quantity', 'Höchstens 1 Stück ist noch rücksendbar.')]),
    })
    const user = userEvent.setup()
    renderReturn()
    await user.click(
      await screen.findByRole('checkbox', { name: 'Reithandschuhe Grip zurücksenden' }),
    )
    const gloves = screen.getByRole('group', { name: 'Reithandschuhe Grip' })
    await user.selectOptions(within(gloves).getByRole('combobox', { name: /Grund/ }), 'other')
    await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }))
    const quantity = within(gloves).getByRole('textbox', { name: /Menge/ })
    await waitFor(() => {
      expect(quantity).toHaveFocus()
    })
    expect(gloves).toHaveTextContent('Höchstens 1 Stück ist noch rücksendbar.')

    serveCommerce({
      CreateReturnRequest: () =>
        graphqlErrors([
          {
            message: 'Diese Bestellung ist noch nicht vollständig versendet.',
            extensions: { code: 'CONFLICT', category: 'graphql-input' },
          },
        ]),
    })
    await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Diese Bestellung ist noch nicht vollständig versendet.')
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
  })

  const refusals: [TestRefusalCode, string][] = [
    [
      'ORDER_STATUS_NOT_RETURNABLE',
      'Bestellungen in diesem Status können nicht zurückgesendet werden.',
    ],
    [
      'RETURN_DATA_UNAVAILABLE',
      'Die Rücksendedaten dieser Bestellung konnten nicht geladen werden.',
    ],
    ['ALREADY_FULLY_RETURNED', 'Alle Artikel dieser Bestellung wurden bereits zurückgesendet.'],
    [
      'DESTINATION_NOT_GERMANY',
      'Rücksendungen sind nur für Bestellungen mit Lieferung nach Deutschland möglich.',
    ],
    ['NOT_FULLY_SHIPPED', 'Diese Bestellung ist noch nicht vollständig versendet.'],
    [
      'INDIVIDUALISED_ITEMS',
      'Individualisierte Vereinsartikel sind von der Rücksendung ausgeschlossen.',
    ],
    ['RETURN_PERIOD_EXPIRED', 'Die Rückgabefrist von 30 Tagen ab Lieferung ist abgelaufen.'],
  ]

  it.each(refusals)('says in words why an order cannot be returned: %s', async (code, words) => {
    serveReturns({ '000000007': refusedInformation(code) })
    renderReturn()
    const status = await refusal('Eine Rücksendung ist nicht möglich')
    expect(status).toHaveTextContent(words)
    expect(screen.queryByRole('button', { name: 'Rücksendung anmelden' })).toBeNull()
    expect(
      screen.getAllByRole('link', { name: 'Zurück zu Bestellung 000000007' }),
    ).not.toHaveLength(0)
  })

  it.each(['en', 'fr'] as const)('has the words of every refusal in %s', async (lang) => {
    await activateLocale(lang)
    serveReturns({ '000000007': refusedInformation('DESTINATION_NOT_GERMANY') })
    renderReturn('000000007', `/${lang}/customer/orders/000000007/return`)
    const status = await refusal(
      lang === 'en' ? 'A return is not possible' : 'Un retour n’est pas possible',
    )
    expect(status).toHaveTextContent(
      lang === 'en'
        ? 'Returns are only possible for orders delivered to Germany.'
        : 'Les retours ne sont possibles que pour les commandes livrées en Allemagne.',
    )
  })

  it("shows the server's translated reason when it sends one", async () => {
    serveReturns({
      '000000007': refusedInformation(
        'RETURN_PERIOD_EXPIRED',
        'Die Rückgabefrist endete am 9. April 2026.',
      ),
    })
    renderReturn()
    expect(await refusal('Eine Rücksendung ist nicht möglich')).toHaveTextContent(
      'Die Rückgabefrist endete am 9. April 2026.',
    )
  })

  it("shows another customer's order and an unknown one alike: not found", async () => {
    serveReturns({})
    renderReturn('000000099', '/de/customer/orders/000000099/return')
    expect(
      await screen.findByText('In Ihrem Konto gibt es keine Bestellung mit der Nummer 000000099.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Zu meinen Bestellungen' })).toHaveAttribute(
      'href',
      '/de/customer/orders',
    )
  })

  it('works in English with the reasons in English', async () => {
    await activateLocale('en')
    serveReturns({ '000000007': testReturnInformation() })
    const user = userEvent.setup()
    renderReturn('000000007', '/en/customer/orders/000000007/return')
    await user.click(
      await screen.findByRole('checkbox', { name: 'Return Kniebesatzreithose Ella' }),
    )
    expect(screen.getByRole('option', { name: 'Item is too small' })).toBeInTheDocument()
    expect(screen.getByText('Returns are possible until 9 April 2026.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Request return' }))
    expect(
      await screen.findByText('A return needs a quantity and a reason for every selected item.'),
    ).toBeVisible()
  })
})
