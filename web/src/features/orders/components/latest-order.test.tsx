import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests } from '@/testing/commerce-api'
import { serveOrders, testOrder, testOrders } from '@/testing/orders-api'
import { renderComponent } from '@/testing/render-component'
import { LatestOrder } from './latest-order'

describe('LatestOrder', () => {
  it('shows the newest order with its number, day, status and total, and links to it', async () => {
    serveOrders([...testOrders(4), testOrder('000000005')])
    renderComponent(<LatestOrder />, { url: '/de/customer' })
    const card = await screen.findByRole('region', { name: 'Ihre letzte Bestellung' })
    expect(card).toHaveTextContent('Bestellung 000000005')
    expect(card).toHaveTextContent('Bestelldatum9. März 2026')
    expect(card).toHaveTextContent('StatusZahlung ausstehend')
    expect(card).toHaveTextContent('Gesamtsumme195,07 €')
    expect(
      within(card).getByRole('link', { name: 'Bestellung ansehen (Nr. 000000005)' }),
    ).toHaveAttribute('href', '/de/customer/orders/000000005')
    expect(within(card).getByRole('link', { name: 'Alle Bestellungen' })).toHaveAttribute(
      'href',
      '/de/customer/orders',
    )
    // The probe asks for one order, newest first (SPEC.md section 9).
    expect(commerceRequests('GetCustomerOrders')[0]?.variables).toEqual({
      currentPage: 1,
      pageSize: 1,
    })
  })

  it('shows in English', async () => {
    serveOrders([testOrder('000000005', { status: 'Processing' })])
    await activateLocale('en')
    renderComponent(<LatestOrder />, { url: '/en/customer' })
    const card = await screen.findByRole('region', { name: 'Your latest order' })
    expect(card).toHaveTextContent('Order date9 March 2026')
    expect(card).toHaveTextContent('Grand total€195.07')
  })

  it('shows nothing when there is no order', async () => {
    serveOrders([])
    const { container } = renderComponent(<LatestOrder />, { url: '/de/customer' })
    await screen.findByText((_, element) => element === container)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(commerceRequests('GetCustomerOrders')).toHaveLength(1)
    expect(container).toBeEmptyDOMElement()
  })
})
