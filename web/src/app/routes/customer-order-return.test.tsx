import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests } from '@/testing/commerce-api'
import { serveOrders, testOrder } from '@/testing/orders-api'
import { renderRoute } from '@/testing/render-route'
import { serveReturns, testReturn, testReturnInformation } from '@/testing/returns-api'
import { signInAs, testUser } from '@/testing/session-api'

/** The start-up's reasons in the test shop data (content-fixtures.ts). */
const startUpReasons = {
  de: [{ code: 'size', label: 'Passt nicht' }],
  en: [{ code: 'size', label: 'Does not fit' }],
  fr: [{ code: 'size', label: 'Ne convient pas' }],
}

describe('the return routes', () => {
  it('takes the reasons of the start-up, sends the return and confirms it with the label of the order’s return', async () => {
    signInAs(testUser)
    serveReturns({ '000000007': testReturnInformation() }, { reasons: startUpReasons })
    const order = Object.assign(testOrder('000000007', { status: 'Versendet' }), {
      returns: { items: [] as ReturnType<typeof testReturn>[] },
    })
    serveOrders([order])
    const user = userEvent.setup()
    const { router } = renderRoute('/de/customer/orders/000000007/return')

    await user.click(
      await screen.findByRole('checkbox', { name: 'Kniebesatzreithose Ella zurücksenden' }),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: /Grund/ }), 'Passt nicht')
    // The server has the return once it is requested.
    order.returns.items.push(testReturn('000000007-R1'))
    await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rücksendung angemeldet' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(
      '/de/customer/orders/000000007/return/success/000000007-R1',
    )
    expect(
      await screen.findByRole('link', { name: 'Rücksendeetikett 000000007-R1 (PDF)' }),
    ).toHaveAttribute('href', testReturn('000000007-R1').label_url)
    // The shop data of the start-up held the reasons: no separate request.
    expect(commerceRequests('GetReturnReasons')).toHaveLength(0)
    expect(commerceRequests('CreateReturnRequest')[0]?.variables).toEqual({
      input: {
        incrementId: '000000007',
        items: [{ order_item_id: 'MQ==', quantity: 1, reason: 'size' }],
      },
    })
  })

  it('sends a visitor to sign in first', async () => {
    signInAs(null)
    const { router } = renderRoute('/de/customer/orders/000000007/return')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/account')
    })
    expect(commerceRequests('GetOrderReturnInformation')).toHaveLength(0)
  })
})
