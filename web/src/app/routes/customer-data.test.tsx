import { screen, waitFor, within } from '@testing-library/react'
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

  it('keeps the session’s address in step with a changed email address', async () => {
    const user = userEvent.setup()
    signInAs(testUser)
    const customer = testCustomer()
    serveCustomer(customer)
    serveCommerce({
      UpdateCustomerEmail: ({ email }) => {
        customer.email = String(email)
        return { updateCustomerEmail: { customer: { email } } }
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
    await waitFor(() => {
      expect(queryClient.getQueryData(sessionQueryKey)).toEqual({
        user: { ...testUser, email: 'lena@stall-sonnenhof.example' },
      })
    })
    // The page still shows the customer (nothing took the change for another customer's sign-in).
    await waitFor(() => {
      expect(form.closest('section')).toHaveTextContent('lena@stall-sonnenhof.example')
    })
  })
})
