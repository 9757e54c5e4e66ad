import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sessionQueryKey } from '@/features/session/api/get-session'
import { serveCommerce } from '@/testing/commerce-api'
import { serveCustomer, testCustomer } from '@/testing/customer-api'
import { renderRoute } from '@/testing/render-route'
import { sessionRequests, signInAs, testUser } from '@/testing/session-api'

const accountLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Kundenkonto' })).findByRole('link', { name })

describe('the personal data route', () => {
  it('shows the area’s navigation and greets the customer by the names just saved', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    serveCustomer()
    renderRoute('/de/customer/data')
    const form = await screen.findByRole('form', { name: 'Ihre Daten' })
    expect(
      within(screen.getByRole('navigation', { name: 'Bereiche meines Kontos' })).getByRole('link', {
        name: 'Persönliche Daten',
      }),
    ).toHaveAttribute('aria-current', 'page')
    expect(await accountLink(/^Lena/)).toBeInTheDocument()

    const firstname = within(form).getByRole('textbox', { name: /^Vorname/ })
    await user.clear(firstname)
    await user.type(firstname, 'Helena')
    await user.click(within(form).getByRole('button', { name: 'Daten speichern' }))
    expect(await accountLink(/^Helena/)).toBeInTheDocument()
    // The session was not asked again: the server's answer had the names.
    expect(sessionRequests('GET')).toHaveLength(1)
  })

  it('says where the confirmation link went and keeps the address until it is followed', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    const customer = testCustomer()
    serveCustomer(customer)
    const asked: unknown[] = []
    serveCommerce({
      // The server answers the customer unchanged: the change waits for the link.
      UpdateCustomerEmail: (variables) => {
        asked.push(variables)
        return { updateCustomerEmail: { customer: { email: customer.email } } }
      },
    })
    const { queryClient } = renderRoute('/de/customer/data')
    const form = await screen.findByRole('form', { name: 'E-Mail-Adresse ändern' })
    await user.type(
      within(form).getByRole('textbox', { name: /^Neue E-Mail-Adresse/ }),
      'lena@stall-sonnenhof.example',
    )
    await user.type(within(form).getByLabelText(/^Ihr Passwort/), 'Trab2025!')
    await user.click(within(form).getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Wir haben einen Link an lena@stall-sonnenhof.example geschickt.',
    )
    expect(asked).toEqual([{ email: 'lena@stall-sonnenhof.example', password: 'Trab2025!' }])
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: testUser })
    expect(form.closest('section')).toHaveTextContent(customer.email)
  })
})
