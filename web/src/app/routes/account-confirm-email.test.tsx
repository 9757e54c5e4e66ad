import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderRoute } from '@/testing/render-route'
import { sessionRequests, signInAs, testUser } from '@/testing/session-api'

const token = 'Zk3v9QmX0b1cR7tY2wE5uI8oP4aS6dF1gH3jK9lL0zX'

const form = () => screen.findByRole('form', { name: 'Neue E-Mail-Adresse bestätigen' })

async function confirm() {
  const user = userEvent.setup()
  const shown = await form()
  await user.click(within(shown).getByRole('button', { name: 'E-Mail-Adresse bestätigen' }))
  return shown
}

describe('the email change confirmation page', () => {
  it('takes the token out of the address at once and sends nothing until asked', async () => {
    const { router } = renderRoute(`/de/account/confirm-email?token=${token}&utm=mail`)
    await form()
    await waitFor(() => {
      expect(router.state.location.search).toBe('?utm=mail')
    })
    expect(router.state.historyAction).toBe('REPLACE')
    expect(JSON.stringify(sessionStorage)).not.toContain(token)
    expect(JSON.stringify(localStorage)).not.toContain(token)
    // Opening the link changes nothing: mail programs open links to check them.
    expect(commerceRequests('ConfirmCustomerEmailChange')).toEqual([])
  })

  it('confirms the change, asks the session again and says so', async () => {
    serveCommerce({ ConfirmCustomerEmailChange: () => ({ confirmCustomerEmailChange: true }) })
    signInAs(testUser)
    renderRoute(`/de/account/confirm-email?token=${token}`)
    await form()
    const before = sessionRequests('GET').length
    signInAs({ ...testUser, email: 'lena@stall-sonnenhof.example' })
    await confirm()
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent(
      'Ihre E-Mail-Adresse wurde geändert. Ab jetzt melden Sie sich mit der neuen Adresse an.',
    )
    await waitFor(() => {
      expect(status).toHaveFocus()
    })
    expect(within(status).getByRole('link', { name: 'Zu meinem Kundenkonto' })).toHaveAttribute(
      'href',
      '/de/customer',
    )
    expect(commerceRequests('ConfirmCustomerEmailChange')).toEqual([
      expect.objectContaining({ method: 'POST', locale: 'de', variables: { token } }),
    ])
    expect(sessionRequests('GET').length).toBeGreaterThan(before)
  })

  it('shows a refused link with the server’s words and the way to ask again', async () => {
    const refusal =
      'Dieser Bestätigungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen. Bitte ändern Sie die E-Mail-Adresse in Ihrem Kundenkonto erneut.'
    serveCommerce({
      ConfirmCustomerEmailChange: () => graphqlErrors([fieldError('token', refusal)]),
    })
    renderRoute(`/de/account/confirm-email?token=${token}`)
    await confirm()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(refusal)
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
    expect(
      within(alert).getByRole('link', { name: 'E-Mail-Adresse erneut ändern' }),
    ).toHaveAttribute('href', '/de/customer/data')
  })

  it('says when part of the link is missing', async () => {
    renderRoute('/en/account/confirm-email')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Part of this link is missing. Please open it directly from the email.',
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your new email address',
    )
  })
})
