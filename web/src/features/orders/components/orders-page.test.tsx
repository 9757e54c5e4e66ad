import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { serveOrders, testOrders } from '@/testing/orders-api'
import { renderComponent } from '@/testing/render-component'
import { OrdersPage } from './orders-page'

const pages = () => screen.getByRole('navigation', { name: 'Seiten der Bestellungen' })

describe('OrdersPage', () => {
  it('lists the newest orders first with number, day, status, item count, total and link', async () => {
    serveOrders(testOrders(3))
    renderComponent(<OrdersPage />, { url: '/de/customer/orders' })
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 2, name: '3 Bestellungen' }),
    ).toBeInTheDocument()
    const rows = screen.getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Bestellung 000000003',
      'Bestellung 000000002',
      'Bestellung 000000001',
    ])
    const [newest] = rows
    expect(newest).toHaveTextContent('Bestelldatum3. Februar 2026')
    expect(newest).toHaveTextContent('StatusBearbeitung')
    expect(newest).toHaveTextContent('Artikel3 Artikel')
    expect(newest).toHaveTextContent('Gesamtsumme195,07 €')
    expect(
      screen.getByRole('link', { name: 'Details ansehen (Bestellung 000000003)' }),
    ).toHaveAttribute('href', '/de/customer/orders/000000003')
    expect(rows[2]).toHaveTextContent('StatusVersendet')
    // One page: no pagination.
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(commerceRequests('GetCustomerOrders')[0]?.variables).toEqual({
      currentPage: 1,
      pageSize: 10,
    })
  })

  it('pages by ten with previous disabled on the first page and next on the last', async () => {
    const user = userEvent.setup()
    serveOrders(testOrders(23))
    const { router } = renderComponent(<OrdersPage />, { url: '/de/customer/orders' })
    expect(
      await screen.findByRole('heading', { level: 2, name: /^23 Bestellungen/ }),
    ).toHaveTextContent('Seite 1 von 3')
    expect(within(pages()).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(pages()).getByRole('link', { name: 'Seite 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('heading', { name: 'Bestellung 000000023' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Bestellung 000000014' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Bestellung 000000013' })).toBeNull()

    await user.click(within(pages()).getByRole('link', { name: 'Nächste Seite' }))
    expect(await screen.findByRole('heading', { name: 'Bestellung 000000013' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    // Focus moves to the list's heading, where the new page begins.
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2, name: /^23 Bestellungen/ })).toHaveFocus()
    })

    await user.click(within(pages()).getByRole('link', { name: 'Seite 3' }))
    expect(await screen.findByRole('heading', { name: 'Bestellung 000000001' })).toBeInTheDocument()
    expect(within(pages()).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(pages()).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
      'href',
      '/de/customer/orders?page=2',
    )
    expect(within(pages()).getByRole('link', { name: 'Seite 1' })).toHaveAttribute(
      'href',
      '/de/customer/orders',
    )
    expect(commerceRequests('GetCustomerOrders').map((r) => r.variables.currentPage)).toEqual([
      1, 2, 3,
    ])
  })

  it('opens the page the URL names', async () => {
    serveOrders(testOrders(23))
    renderComponent(<OrdersPage />, { url: '/de/customer/orders?page=3' })
    expect(await screen.findByRole('heading', { name: 'Bestellung 000000003' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })

  it('leads back to the first page from a page past the end', async () => {
    serveOrders(testOrders(3))
    renderComponent(<OrdersPage />, { url: '/de/customer/orders?page=9' })
    expect(
      await screen.findByText('Diese Seite der Bestellungen gibt es nicht.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur ersten Seite' })).toHaveAttribute(
      'href',
      '/de/customer/orders',
    )
  })

  it('leads into the shop when there is no order yet, in English', async () => {
    serveOrders([])
    await activateLocale('en')
    renderComponent(<OrdersPage />, { url: '/en/customer/orders' })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You have not ordered anything yet' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/en')
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('says so when the orders cannot be loaded and tries again', async () => {
    const user = userEvent.setup()
    serveCommerce({ GetCustomerOrders: () => graphqlErrors([{ message: 'boom' }], 500) })
    renderComponent(<OrdersPage />, { url: '/de/customer/orders' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Ihre Bestellungen konnten nicht geladen werden.')
    serveOrders(testOrders(1))
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('heading', { name: 'Bestellung 000000001' })).toBeInTheDocument()
  })
})
