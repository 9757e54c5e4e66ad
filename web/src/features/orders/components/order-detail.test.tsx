import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { serveCommerce } from '@/testing/commerce-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { serveOrders, testOrder, testOrderItem } from '@/testing/orders-api'
import { renderComponent } from '@/testing/render-component'
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
    expect(await screen.findByText('Bestellt am 09.03.2026')).toBeInTheDocument()
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
    // Not shipped yet: no shipments.
    expect(screen.queryByRole('region', { name: 'Sendungen' })).toBeNull()
  })

  it('shows shipped and canceled quantities and the tracking numbers, without bank details once paid, in French', async () => {
    const order = testOrder('000000008', {
      status: 'Expédiée',
      payment_methods: [{ name: 'Virement bancaire', type: 'banktransfer', additional_data: [] }],
      shipments: [
        {
          id: 'MQ==',
          number: '000000008-1',
          tracking: [{ title: 'DHL', carrier: 'dhl', number: '00340434161234567890' }],
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
