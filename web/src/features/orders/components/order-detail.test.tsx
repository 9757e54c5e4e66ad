import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { serveCommerce } from '@/testing/commerce-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { serveOrders, testInvoice, testOrder, testOrderItem } from '@/testing/orders-api'
import { renderComponent } from '@/testing/render-component'
import { testDhlTracking, testReturn, testShipment } from '@/testing/returns-api'
import { OrderDetail } from './order-detail'

const region = (name: string) => screen.getByRole('region', { name })

describe('OrderDetail', () => {
  it('shows the order with its items, totals, addresses and the bank details to pay to', async () => {
    serveOrders([testOrder()])
    renderComponent(<OrderDetail number="000000007" />, { url: '/de/customer/orders/000000007' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung 000000007' }),
    ).toBeInTheDocument()
    expect(document.title).toContain('Bestellung 000000007')
    // Placed late on 9 March in UTC: still the 9th in Berlin.
    expect(await screen.findByText('Bestellt am 9. März 2026')).toBeInTheDocument()
    expect(screen.getByText('Zahlung ausstehend')).toBeInTheDocument()

    const bank = region('Bitte überweisen Sie den Betrag')
    expect(bank).toHaveTextContent('KontoinhaberPaddock Reitsport GmbH')
    expect(bank).toHaveTextContent('IBANDE89 3704 0044 0532 0130 00')
    expect(bank).toHaveTextContent('BICCOBADEFFXXX')
    expect(bank).toHaveTextContent('Verwendungszweck000000007')
    expect(bank).toHaveTextContent('Betrag195,07 €')

    const items = within(region('Bestellte Artikel')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(
      within(region('Bestellte Artikel')).getByRole('link', { name: 'Kniebesatzreithose Ella' }),
    ).toHaveAttribute('href', '/de/kniebesatzreithose-ella')
    expect(items[0]).toHaveTextContent('Art.-Nr. RH-KB-ELLA-OLIV-38')
    expect(items[0]).toHaveTextContent('Farbe: Oliv')
    expect(items[0]).toHaveTextContent('Bestellt: 2')
    expect(items[0]).toHaveTextContent('Einzelpreis89,95 €')
    // Quantities of nothing are left out.
    expect(items[0]).not.toHaveTextContent('Versendet')
    expect(items[1]).toHaveTextContent('Name zum Besticken: Tornado')

    const totals = region('Summen')
    expect(totals).toHaveTextContent('Zwischensumme216,75 €')
    expect(totals).toHaveTextContent('STALL10−21,68 €')
    expect(totals).toHaveTextContent('Versandkostenlos')
    expect(totals).toHaveTextContent('Gesamtsumme195,07 €')
    expect(totals).toHaveTextContent('inkl. MwSt. 19 %31,15 €')

    expect(region('Lieferadresse')).toHaveTextContent(
      'Lena Huber Reitstall Sonnenhof Am Deich 4 29223 Celle Niedersachsen Deutschland',
    )
    expect(region('Rechnungsadresse')).toHaveTextContent('Hauptstraße 1 29221 Celle')
    const delivery = region('Versand und Zahlung')
    expect(delivery).toHaveTextContent('VersandartDHL Paket')
    expect(delivery).toHaveTextContent('ZahlungsartVorkasse (Überweisung)')
    // Not shipped yet: no shipments; not paid yet: no invoice.
    expect(screen.queryByRole('region', { name: 'Sendungen' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Rechnungen' })).toBeNull()
    expect(within(region('Verlauf')).getByRole('listitem')).toHaveTextContent(
      '9. März 2026Bestellung aufgegeben',
    )
  })

  it('offers the invoice, its e-invoice and a credit note to download, named by what they bring, and the history of payment and refund', async () => {
    const invoice = testInvoice('RE-2026-000042', {
      e_invoice_url: 'http://127.0.0.1:8080/api/orders/documents/UkUtMjAyNi0wMDAwNDI=/e-invoice',
    })
    serveOrders([
      testOrder('000000007', {
        status: 'Bearbeitung',
        payment_methods: [
          { name: 'Kreditkarte', type: 'mollie_methods_creditcard', additional_data: [] },
        ],
        invoices: [invoice],
        credit_memos: [
          {
            id: 'UkstMjAyNi0wMDAwMDM=',
            number: 'RK-2026-000003',
            issued_at: '2026-03-12 09:00:00',
            invoice_number: 'RE-2026-000042',
            total: { grand_total: { value: 36.85, currency: 'EUR' } },
            pdf_url: 'http://127.0.0.1:8080/api/orders/documents/UkstMjAyNi0wMDAwMDM=',
            e_invoice_url: null,
          },
        ],
        comments: [
          { timestamp: '2026-03-09 22:30:00', message: 'Bestellung aufgegeben' },
          { timestamp: '2026-03-10 08:15:00', message: 'Zahlung eingegangen' },
          {
            timestamp: '2026-03-12 09:00:00',
            message: '36,85 € erstattet (Rechnungskorrektur RK-2026-000003)',
          },
        ],
      }),
    ])
    renderComponent(<OrderDetail number="000000007" />, { url: '/de/customer/orders/000000007' })
    const documents = await screen.findByRole('region', { name: 'Rechnungen' })
    // Plain links to the server's files, each saying what it brings.
    expect(
      within(documents).getByRole('link', { name: 'Rechnung RE-2026-000042 (PDF)' }),
    ).toHaveAttribute('href', invoice.pdf_url)
    expect(
      within(documents).getByRole('link', { name: 'E-Rechnung RE-2026-000042 (XML)' }),
    ).toHaveAttribute('href', invoice.e_invoice_url)
    expect(
      within(documents).getByRole('link', { name: 'Rechnungskorrektur RK-2026-000003 (PDF)' }),
    ).toHaveAttribute('href', 'http://127.0.0.1:8080/api/orders/documents/UkstMjAyNi0wMDAwMDM=')
    // A credit note without an e-invoice offers none.
    expect(within(documents).getAllByRole('link')).toHaveLength(3)
    const [first, second] = within(documents).getAllByRole('listitem')
    expect(first).toHaveTextContent('vom 10. März 2026 über 195,07 €')
    expect(second).toHaveTextContent(
      'vom 12. März 2026: 36,85 € erstattet, korrigiert Rechnung RE-2026-000042',
    )
    expect(documents).toHaveTextContent('XML nach EN 16931')

    const history = within(region('Verlauf')).getAllByRole('listitem')
    expect(history.map((entry) => entry.textContent)).toEqual([
      '9. März 2026Bestellung aufgegeben',
      '10. März 2026Zahlung eingegangen',
      '12. März 2026' + '36,85 € erstattet (Rechnungskorrektur RK-2026-000003)',
    ])
  })

  it('names the downloads in English and French', async () => {
    serveOrders([testOrder('000000009', { invoices: [testInvoice('RE-2026-000050')] })])
    await activateLocale('en')
    const english = renderComponent(<OrderDetail number="000000009" />, {
      url: '/en/customer/orders/000000009',
    })
    expect(
      await screen.findByRole('link', { name: 'Invoice RE-2026-000050 (PDF)' }),
    ).toBeInTheDocument()
    expect(region('Invoices')).not.toHaveTextContent('EN 16931')
    english.unmount()
    await activateLocale('fr')
    renderComponent(<OrderDetail number="000000009" />, { url: '/fr/customer/orders/000000009' })
    expect(
      await screen.findByRole('link', { name: 'Facture RE-2026-000050 (PDF)' }),
    ).toBeInTheDocument()
    expect(region('Factures')).toHaveTextContent(/du 10 mars 2026, d’un montant de 195,07\s€/)
  })

  it('shows shipped and canceled quantities and the tracking numbers, without bank details once paid, in French', async () => {
    const order = testOrder('000000008', {
      status: 'Expédiée',
      available_actions: [],
      payment_methods: [{ name: 'Virement bancaire', type: 'banktransfer', additional_data: [] }],
      shipments: [
        {
          id: 'MQ==',
          number: '000000008-1',
          tracking: [
            {
              title: 'DHL',
              carrier: 'dhl',
              number: '00340434161234567890',
              url: 'https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
            },
          ],
        },
      ],
    })
    order.items[0] = testOrderItem({ quantity_shipped: 1, quantity_canceled: 1 })
    serveOrders([order])
    await activateLocale('fr')
    renderComponent(<OrderDetail number="000000008" />, { url: '/fr/customer/orders/000000008' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande 000000008' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Passée le 9 mars 2026')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Veuillez virer le montant' })).toBeNull()
    const first = within(region('Articles commandés')).getAllByRole('listitem')[0]
    expect(first).toHaveTextContent('Commandé : 2')
    expect(first).toHaveTextContent('Expédié : 1')
    expect(first).toHaveTextContent('Annulé : 1')
    expect(region('Montants')).toHaveTextContent(/dont MwSt\. 19 %31,15\s€/)
    expect(region('Expéditions')).toHaveTextContent(
      'Expédition 000000008-1Numéro de suivi (DHL) : 00340434161234567890',
    )
    // The number leads to the carrier's page, without the order's address as referrer.
    const track = within(region('Expéditions')).getByRole('link', {
      name: '00340434161234567890 (suivre chez DHL, s’ouvre dans une nouvelle fenêtre)',
    })
    expect(track).toHaveAttribute(
      'href',
      'https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
    )
    expect(track).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows the shipments with their days and tracking, the returns with their status in words, items and label, and the way to return more', async () => {
    const order = Object.assign(testOrder('000000009', { status: 'Versendet' }), {
      shipments: [testShipment('000000009-1')],
      returns: {
        items: [
          testReturn('000000009-R2', {
            status: 'REJECTED',
            created_at: '2026-03-14 09:00:00',
            tracking: [testDhlTracking('000000009-R2')],
          }),
          testReturn('000000009-R1'),
        ],
      },
      items_eligible_for_return: [{ id: 'MQ==' }],
      available_actions: ['RETURN' as const],
    })
    order.items[0] = testOrderItem({ quantity_shipped: 2, quantity_return_requested: 1 })
    serveOrders([order])
    renderComponent(<OrderDetail number="000000009" />, { url: '/de/customer/orders/000000009' })

    const shipments = await screen.findByRole('region', { name: 'Sendungen' })
    expect(shipments).toHaveTextContent('Sendung 000000009-1')
    expect(shipments).toHaveTextContent('Versendet am 10. März 2026 · Zugestellt am 11. März 2026')
    expect(shipments).toHaveTextContent('Sendungsnummer (DHL): 00340434161094042557')

    const items = within(region('Bestellte Artikel')).getAllByRole('listitem')
    // Announced is not arrived: the count says where the return is.
    expect(items[0]).toHaveTextContent('Rücksendung angemeldet: 1')
    expect(items[0]).not.toHaveTextContent(/Zurückgesendet|eingetroffen|Erstattet/)

    const returns = region('Rücksendungen')
    const [refused, requested] = within(returns).getAllByRole('heading', { level: 3 })
    expect(refused).toHaveTextContent('Rücksendung 000000009-R2')
    expect(requested).toHaveTextContent('Rücksendung 000000009-R1')
    expect(returns).toHaveTextContent('Rücksendung 000000009-R2Status: Abgelehnt')
    expect(returns).toHaveTextContent('Rücksendung 000000009-R1Status: Angefordert')
    expect(returns).toHaveTextContent('Angemeldet am 12. März 2026')
    expect(
      within(returns).getAllByRole('list', { name: 'Zurückgesendete Artikel' })[1],
    ).toHaveTextContent('1 × Kniebesatzreithose Ella – Grund: Artikel ist zu klein')
    expect(
      within(returns).getByRole('link', { name: 'Rücksendeetikett 000000009-R1 (PDF)' }),
    ).toHaveAttribute('href', testReturn('000000009-R1').label_url)
    // A return with DHL's prepaid label shows its shipment number and
    // names its label; the reference sheet's return has none.
    expect(returns).toHaveTextContent('DHL-Sendungsnummer: 99934000000001')
    expect(
      within(returns).getByRole('link', { name: 'DHL-Retourenetikett 000000009-R2 (PDF)' }),
    ).toHaveAttribute('href', testReturn('000000009-R2').label_url)
    expect(within(returns).getAllByText(/Sendungsnummer/)).toHaveLength(1)

    expect(screen.getByRole('link', { name: 'Artikel zurücksenden' })).toHaveAttribute(
      'href',
      '/de/customer/orders/000000009/return',
    )
  })

  it.each([
    ['RECEIVED', 'Eingegangen'],
    ['PROCESSED_AND_CLOSED', 'Erstattet'],
    ['AUTHORIZED', 'In Bearbeitung'],
  ])(
    'words the return status %s as %s, and offers no return once nothing is eligible',
    async (status, words) => {
      serveOrders([
        Object.assign(testOrder('000000010', { available_actions: [] }), {
          returns: { items: [testReturn('000000010-R1', { status })] },
          items_eligible_for_return: [],
        }),
      ])
      renderComponent(<OrderDetail number="000000010" />, { url: '/de/customer/orders/000000010' })
      expect(await screen.findByRole('region', { name: 'Rücksendungen' })).toHaveTextContent(
        `Status: ${words}`,
      )
      expect(screen.queryByRole('link', { name: 'Artikel zurücksenden' })).toBeNull()
    },
  )

  it('says a return is requested and when it arrived in English', async () => {
    await activateLocale('en')
    serveOrders([
      Object.assign(testOrder('000000011', { available_actions: ['RETURN'] }), {
        shipments: [testShipment('000000011-1')],
        returns: { items: [testReturn('000000011-R1')] },
        items_eligible_for_return: [{ id: 'MQ==' }],
      }),
    ])
    renderComponent(<OrderDetail number="000000011" />, { url: '/en/customer/orders/000000011' })
    expect(await screen.findByRole('region', { name: 'Returns' })).toHaveTextContent(
      'Return 000000011-R1Status: Requested',
    )
    expect(region('Shipments')).toHaveTextContent('Delivered on')
    expect(screen.getByRole('link', { name: 'Return items' })).toHaveAttribute(
      'href',
      '/en/customer/orders/000000011/return',
    )
  })

  it('says an unknown number, or someone else’s, is not there', async () => {
    serveOrders([testOrder()])
    renderComponent(<OrderDetail number="000000099" />, { url: '/de/customer/orders/000000099' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('In Ihrem Konto gibt es keine Bestellung mit der Nummer 000000099.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zu meinen Bestellungen' })).toHaveAttribute(
      'href',
      '/de/customer/orders',
    )
  })

  it('takes the API’s NOT_FOUND for the same not-found state', async () => {
    serveCommerce({
      GetCustomerOrder: () =>
        graphqlErrors([{ message: 'Nicht gefunden', extensions: { code: 'NOT_FOUND' } }]),
    })
    renderComponent(<OrderDetail number="abc" />, { url: '/de/customer/orders/abc' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
