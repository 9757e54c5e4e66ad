import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { commerceRequests } from '@/testing/commerce-api'
import { serveCustomer } from '@/testing/customer-api'
import { serveOrders, testOrder } from '@/testing/orders-api'
import { renderRoute } from '@/testing/render-route'
import { signInAs, testUser } from '@/testing/session-api'

describe('the customer overview route', () => {
  it('shows the latest order above the personal data', async () => {
    signInAs(testUser)
    serveCustomer()
    serveOrders([testOrder('000000041'), testOrder('000000042')])
    renderRoute('/de/customer')
    const latest = await screen.findByRole('region', { name: 'Ihre letzte Bestellung' })
    expect(latest).toHaveTextContent('Bestellung 000000042')
    expect(
      within(latest).getByRole('link', { name: 'Bestellung ansehen (Nr. 000000042)' }),
    ).toHaveAttribute('href', '/de/customer/orders/000000042')
    expect(await screen.findByRole('region', { name: 'Persönliche Daten' })).toBeInTheDocument()
  })

  it('shows no order section without an order', async () => {
    signInAs(testUser)
    serveCustomer()
    serveOrders([])
    renderRoute('/de/customer')
    expect(await screen.findByRole('region', { name: 'Persönliche Daten' })).toBeInTheDocument()
    await waitFor(() => {
      expect(commerceRequests('GetCustomerOrders')).toHaveLength(1)
    })
    // The answer (no order) has arrived and rendered nothing.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: 'Ihre letzte Bestellung' })).toBeNull()
  })
})
