import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { commerce } from '@/lib/graphql/api'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { graphqlErrors } from '@/testing/graphql-api'
import {
  serveOrderCancellation,
  serveOrders,
  testCancellationReasons,
  testInvoice,
  testOrder,
  type TestOrder,
} from '@/testing/orders-api'
import { renderComponent } from '@/testing/render-component'
import { testShipment } from '@/testing/returns-api'
import { GetCustomerOrdersDocument } from '../api/get-customer-orders.commerce'
import { OrderDetail } from './order-detail'

const number = '000000012'

/** The order's page with these orders served, cancellable through the API's fake. */
function renderOrder(
  order: TestOrder,
  options: Parameters<typeof serveOrderCancellation>[1] = {},
  lang = 'de',
) {
  serveOrders([order])
  const asked = serveOrderCancellation([order], options)
  const view = renderComponent(<OrderDetail number={order.number} />, {
    url: `/${lang}/customer/orders/${order.number}`,
  })
  return { ...view, asked }
}

const cancelButton = (name = 'Bestellung stornieren') => screen.findByRole('button', { name })
const dialogNamed = (name: string) => screen.findByRole('dialog', { name })
const reasonSelect = (dialog: HTMLElement, name = /^Grund der Stornierung/) =>
  within(dialog).findByRole('combobox', { name })
/** The line under the heading: when it was placed and its status. */
const statusOf = () => screen.getByText(/^Bestellt am/).closest('p')

describe('cancelling an order', () => {
  it('offers the cancellation only while the API lists CANCEL', async () => {
    serveOrders([
      testOrder(number),
      testOrder('000000013', {
        status: 'Versendet',
        shipments: [testShipment('000000013-1')],
        available_actions: ['RETURN'],
      }),
    ])
    const first = renderComponent(<OrderDetail number={number} />, {
      url: `/de/customer/orders/${number}`,
    })
    expect(await cancelButton()).toBeInTheDocument()
    first.unmount()

    renderComponent(<OrderDetail number="000000013" />, { url: '/de/customer/orders/000000013' })
    await screen.findByRole('region', { name: 'Sendungen' })
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull()
    // The detail asked for what the customer may do.
    expect(commerceRequests('GetCustomerOrder')).toHaveLength(2)
  })

  it('says what happens and sends nothing without a reason', async () => {
    const user = userEvent.setup()
    const { asked } = renderOrder(testOrder(number))
    await user.click(await cancelButton())

    const dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    expect(dialog).toHaveAccessibleDescription(
      'Wir versenden nichts aus dieser Bestellung. ' +
        'Haben Sie schon bezahlt, erstatten wir Ihnen den vollen Betrag auf dem Weg, auf dem Sie bezahlt haben. ' +
        'Sie erhalten eine Bestätigung per E-Mail. ' +
        'Eine Stornierung lässt sich nicht rückgängig machen.',
    )
    const reason = await reasonSelect(dialog)
    // The server's reasons in the page's language, after a prompt to choose.
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen Sie einen Grund', ...testCancellationReasons.de])
    expect(reason).toBeRequired()

    await user.click(within(dialog).getByRole('button', { name: 'Stornieren bestätigen' }))
    await waitFor(() => {
      expect(reason).toHaveAttribute('aria-invalid', 'true')
    })
    expect(reason).toHaveAccessibleDescription('Bitte wählen Sie einen Grund für die Stornierung.')
    expect(reason).toHaveFocus()
    expect(asked).toEqual([])
    expect(commerceRequests('CancelOrder')).toEqual([])
    expect(screen.getByRole('dialog', { name: 'Bestellung 000000012 stornieren?' })).toBeVisible()

    // Choosing one clears the error.
    await user.selectOptions(reason, 'Ein anderer Grund')
    await waitFor(() => {
      expect(reason).toHaveAttribute('aria-invalid', 'false')
    })
  })

  it('cancels with the chosen reason: the page shows the answered order, a toast confirms, the lists are read again', async () => {
    const user = userEvent.setup()
    const { asked, queryClient } = renderOrder(testOrder(number))
    const listKey = commerce.queryKey(GetCustomerOrdersDocument, 'de', {
      currentPage: 1,
      pageSize: 10,
    })
    queryClient.setQueryData(listKey, { customer: null })
    expect(await screen.findByText('Zahlung ausstehend')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Bitte überweisen Sie den Betrag' })).toBeVisible()

    await user.click(await cancelButton())
    const dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    await user.selectOptions(await reasonSelect(dialog), 'Die Lieferzeit ist mir zu lang')
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren bestätigen' }))

    expect(
      await screen.findByRole('alertdialog', { name: 'Ihre Bestellung wurde storniert.' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Bestellung 000000012 stornieren?' })).toBeNull()
    expect(asked).toEqual([
      { order_id: btoa(number), reason: 'Die Lieferzeit ist mir zu lang', locale: 'de' },
    ])
    expect(statusOf()).toHaveTextContent('Status: Storniert')
    expect(statusOf()).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull()
    // Nothing to pay any more, the items cancelled, the history with the reason.
    expect(screen.queryByRole('region', { name: 'Bitte überweisen Sie den Betrag' })).toBeNull()
    expect(
      within(screen.getByRole('region', { name: 'Bestellte Artikel' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Storniert: 2')
    expect(
      within(screen.getByRole('region', { name: 'Verlauf' }))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent(
      'Auf Wunsch der Kundin oder des Kunden storniert: Die Lieferzeit ist mir zu lang',
    )
    // The order came with the answer, not by asking again; the order list is read again.
    expect(commerceRequests('GetCustomerOrder')).toHaveLength(1)
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
  })

  it('shows a paid order refunded with its credit note', async () => {
    const user = userEvent.setup()
    renderOrder(
      testOrder(number, {
        status: 'Bearbeitung',
        payment_methods: [{ name: 'Testzahlung', type: 'paddock_test', additional_data: [] }],
        invoices: [testInvoice('RE-2026-000042')],
      }),
    )
    await user.click(await cancelButton())
    const dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    await user.selectOptions(await reasonSelect(dialog), 'Ich habe es mir anders überlegt')
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren bestätigen' }))

    await screen.findByRole('alertdialog', { name: 'Ihre Bestellung wurde storniert.' })
    expect(statusOf()).toHaveTextContent('Status: Erstattet')
    const documents = screen.getByRole('region', { name: 'Rechnungen' })
    expect(
      within(documents).getByRole('link', { name: 'Rechnungskorrektur RK-2026-000012 (PDF)' }),
    ).toBeInTheDocument()
    expect(documents).toHaveTextContent('195,07 € erstattet, korrigiert Rechnung RE-2026-000042')
  })

  it('shows a refusal in the dialog and the order as the API answered it', async () => {
    const user = userEvent.setup()
    const message =
      'Von der Bestellung 000000012 ist schon etwas versandt; sie kann nicht mehr storniert werden.'
    renderOrder(testOrder(number), {
      // Shipped while the dialog was open.
      refuse: (order) => {
        Object.assign(order, {
          status: 'Versendet',
          shipments: [testShipment(`${number}-1`)],
          available_actions: [],
        })
        return { code: 'PARTIAL_ORDER_ITEM_SHIPPED', message }
      },
    })
    await user.click(await cancelButton())
    const dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    await user.selectOptions(await reasonSelect(dialog), 'Ein anderer Grund')
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren bestätigen' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(alert).toHaveFocus()
    // Still open to be read; behind it the order as it is now.
    expect(screen.getByRole('dialog', { name: 'Bestellung 000000012 stornieren?' })).toBeVisible()
    expect(statusOf()).toHaveTextContent('Status: Versendet')
    expect(
      screen.queryByRole('alertdialog', { name: 'Ihre Bestellung wurde storniert.' }),
    ).toBeNull()
    // Nothing left to choose or confirm: it can only be closed.
    expect(within(dialog).queryByRole('combobox')).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Stornieren bestätigen' })).toBeNull()
    expect(dialog).not.toHaveTextContent('Wir versenden nichts aus dieser Bestellung.')

    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // No button to return to: the focus is on the status.
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull()
    await waitFor(() => {
      expect(statusOf()).toHaveFocus()
    })
  })

  it('keeps the form for another try when the order can still be cancelled', async () => {
    const user = userEvent.setup()
    const { asked } = renderOrder(testOrder(number), {
      // The first answer refuses the reason (the shop's list changed meanwhile); the second takes it.
      refuse: (_order, locale) =>
        asked.length === 1
          ? { code: 'UNDEFINED', message: `Unbekannter Grund (${locale}).` }
          : null,
    })
    await user.click(await cancelButton())
    const dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    const reason = await reasonSelect(dialog)
    await user.selectOptions(reason, 'Ein anderer Grund')
    const confirm = within(dialog).getByRole('button', { name: 'Stornieren bestätigen' })
    await user.click(confirm)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unbekannter Grund (de).')
    expect(statusOf()).toHaveTextContent('Status: Zahlung ausstehend')
    expect(reason).toHaveValue('Ein anderer Grund')

    // Sent again: cancelled, the dialog gone with its message.
    await user.click(confirm)
    await screen.findByRole('alertdialog', { name: 'Ihre Bestellung wurde storniert.' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(asked).toHaveLength(2)
    expect(statusOf()).toHaveTextContent('Status: Storniert')
  })

  it.each([
    [
      'a GraphQL error',
      () =>
        graphqlErrors([
          { message: 'internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ]),
    ],
    ['no answer', () => HttpResponse.error()],
  ])('says in its words that it did not work on %s, and the order stays', async (_, answer) => {
    const user = userEvent.setup()
    renderOrder(testOrder(number))
    serveCommerce({ CancelOrder: answer })
    await user.click(await cancelButton())
    const dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    await user.selectOptions(await reasonSelect(dialog), 'Ein anderer Grund')
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren bestätigen' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ihre Bestellung konnte gerade nicht storniert werden. Bitte versuchen Sie es erneut.',
    )
    expect(statusOf()).toHaveTextContent('Status: Zahlung ausstehend')
  })

  it('sends once however often confirm is pressed while it is sending', async () => {
    const user = userEvent.setup()
    const order = testOrder(number)
    renderOrder(order)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    serveCommerce({
      CancelOrder: async () => {
        await held
        return {
          cancelOrder: {
            error: null,
            errorV2: null,
            order: { ...order, status: 'Storniert', available_actions: [] },
          },
        }
      },
    })
    await user.click(await cancelButton())
    const dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    await user.selectOptions(await reasonSelect(dialog), 'Ein anderer Grund')
    const confirm = within(dialog).getByRole('button', { name: 'Stornieren bestätigen' })
    await user.click(confirm)
    await user.click(confirm)
    await user.keyboard('{Enter}')
    release()
    await screen.findByRole('alertdialog', { name: 'Ihre Bestellung wurde storniert.' })
    expect(commerceRequests('CancelOrder')).toHaveLength(1)
  })

  it('works by keyboard: opens, chooses, confirms; Escape closes and returns the focus', async () => {
    const user = userEvent.setup()
    const { asked } = renderOrder(testOrder(number))
    const open = await cancelButton()
    open.focus()
    await user.keyboard('{Enter}')
    let dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    await reasonSelect(dialog)
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    await waitFor(() => {
      expect(open).toHaveFocus()
    })
    expect(asked).toEqual([])

    await user.keyboard(' ')
    dialog = await dialogNamed('Bestellung 000000012 stornieren?')
    const reason = await reasonSelect(dialog)
    await user.tab()
    expect(reason).toHaveFocus()
    await user.selectOptions(reason, 'Ich habe es anderswo günstiger gefunden')
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Stornieren bestätigen' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await screen.findByRole('alertdialog', { name: 'Ihre Bestellung wurde storniert.' })
    expect(asked.map((request) => request.reason)).toEqual([
      'Ich habe es anderswo günstiger gefunden',
    ])
    expect(statusOf()).toHaveTextContent('Status: Storniert')
  })

  it.each([
    [
      'en',
      'Cancel order',
      'Cancel order 000000012?',
      /^Reason for canceling/,
      'Confirm cancellation',
      'Your order has been canceled.',
      'Canceled',
    ],
    [
      'fr',
      'Annuler la commande',
      'Annuler la commande 000000012 ?',
      /^Motif de l’annulation/,
      'Confirmer l’annulation',
      'Votre commande a été annulée.',
      'Annulée',
    ],
  ] as const)(
    'speaks %s, with the reasons in that language',
    async (lang, open, title, reasonLabel, confirm, done, status) => {
      await activateLocale(lang)
      const user = userEvent.setup()
      const { asked } = renderOrder(testOrder(number), {}, lang)
      await user.click(await cancelButton(open))
      const dialog = await dialogNamed(title)
      const reason = await reasonSelect(dialog, reasonLabel)
      const last = testCancellationReasons[lang].at(-1) ?? ''
      await user.click(within(dialog).getByRole('button', { name: confirm }))
      await waitFor(() => {
        expect(reason).toHaveAttribute('aria-invalid', 'true')
      })
      await user.selectOptions(reason, last)
      await user.click(within(dialog).getByRole('button', { name: confirm }))
      await screen.findByRole('alertdialog', { name: done })
      expect(asked).toEqual([{ order_id: btoa(number), reason: last, locale: lang }])
      expect(screen.getByText(status)).toBeInTheDocument()
    },
  )
})
