import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderRoute } from '@/testing/render-route'
import { sessionRequests, signInAs, testUser } from '@/testing/session-api'

const token = 'Zk3v9QmX0b1cR7tY2wE5uI8oP4aS6dF1gH3jK9lL0zX'
const newPassword = 'Neues-Pw2026'

const form = () => screen.findByRole('form', { name: 'Passwort zurücksetzen' })

async function fillIn({ email = testUser.email, confirm = newPassword } = {}) {
  const user = userEvent.setup()
  const shown = await form()
  await user.type(within(shown).getByRole('textbox', { name: /E-Mail-Adresse/ }), email)
  await user.type(within(shown).getByLabelText(/^Neues Passwort \*/), newPassword)
  await user.type(within(shown).getByLabelText(/^Neues Passwort wiederholen/), confirm)
  await user.click(within(shown).getByRole('button', { name: 'Passwort speichern' }))
  return { user, form: shown }
}

describe('the password reset page', () => {
  it('takes the token out of the address at once and keeps it only in the page', async () => {
    const { router } = renderRoute(`/de/account/reset-password?token=${token}&utm=mail#top`)
    await form()
    await waitFor(() => {
      expect(router.state.location.search).toBe('?utm=mail')
    })
    expect(router.state.location.hash).toBe('#top')
    expect(router.state.location.pathname).toBe('/de/account/reset-password')
    // Replaced, not pushed: the history holds no entry with the token.
    expect(router.state.historyAction).toBe('REPLACE')
    expect(JSON.stringify(sessionStorage)).not.toContain(token)
    expect(JSON.stringify(localStorage)).not.toContain(token)
    expect(document.cookie).not.toContain(token)
  })

  it('sets the new password, tells to sign in with it and goes to the sign-in', async () => {
    serveCommerce({ ResetPassword: () => ({ resetPassword: true }) })
    signInAs(testUser)
    const { router } = renderRoute(`/de/account/reset-password?token=${token}`)
    await waitFor(() => {
      expect(router.state.location.search).toBe('')
    })
    // The reset ends every session of the customer on the server.
    signInAs(null)
    await fillIn({ email: ` ${testUser.email}` })
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
      }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/account')
    })
    expect(commerceRequests('ResetPassword')).toEqual([
      expect.objectContaining({
        method: 'POST',
        locale: 'de',
        variables: { email: testUser.email, resetPasswordToken: token, newPassword },
      }),
    ])
    // The session was asked again, so the account page shows the sign-in, not the customer area.
    expect(sessionRequests('GET').length).toBeGreaterThanOrEqual(2)
    expect(await screen.findByRole('form', { name: 'Anmelden' })).toBeInTheDocument()
  })

  it('shows a refused link with the server’s words and the way to a new one', async () => {
    const refusal =
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig, wurde bereits benutzt oder ist abgelaufen. Bitte prüfen Sie die E-Mail-Adresse oder fordern Sie einen neuen Link an.'
    serveCommerce({
      ResetPassword: () => graphqlErrors([fieldError('resetPasswordToken', refusal)]),
    })
    const { router } = renderRoute(`/de/account/reset-password?token=${token}`)
    await fillIn()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(refusal)
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
    expect(within(alert).getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      '/de/account/forgot-password',
    )
    expect(router.state.location.pathname).toBe('/de/account/reset-password')
  })

  it('checks the rules and the repetition before sending', async () => {
    renderRoute(`/de/account/reset-password?token=${token}`)
    const { form: shown } = await fillIn({ confirm: 'Anderes-Pw1' })
    const confirm = within(shown).getByLabelText(/^Neues Passwort wiederholen/)
    expect(confirm).toHaveFocus()
    expect(confirm).toHaveAccessibleDescription(
      'Die beiden Passworteingaben müssen übereinstimmen.',
    )
    expect(within(shown).getByRole('list', { name: 'Regeln für das Passwort' })).toHaveTextContent(
      /erfüllt\).*erfüllt\)/,
    )
    expect(commerceRequests('ResetPassword')).toEqual([])
  })

  it('puts the server’s password error on its field', async () => {
    serveCommerce({
      ResetPassword: () =>
        graphqlErrors([
          fieldError('newPassword', 'Das Passwort muss mindestens 8 Zeichen lang sein.'),
        ]),
    })
    renderRoute(`/de/account/reset-password?token=${token}`)
    const { form: shown } = await fillIn()
    const field = within(shown).getByLabelText(/^Neues Passwort \*/)
    await waitFor(() => {
      expect(field).toHaveFocus()
    })
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Das Passwort muss mindestens 8 Zeichen lang sein.'),
    )
  })

  it('says when the link has no token', async () => {
    renderRoute('/de/account/reset-password')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Diesem Link fehlt ein Teil. Bitte öffnen Sie ihn direkt aus der E-Mail oder fordern Sie einen neuen Link an.',
    )
    expect(within(alert).getByRole('link', { name: 'Neuen Link anfordern' })).toBeInTheDocument()
    expect(screen.queryByRole('form')).toBeNull()
  })
})
