import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderRoute } from '@/testing/render-route'

const form = () => screen.findByRole('form', { name: 'Passwort vergessen' })

async function requestFor(email: string) {
  const user = userEvent.setup()
  const shown = await form()
  await user.type(within(shown).getByRole('textbox', { name: 'E-Mail-Adresse' }), email)
  await user.click(within(shown).getByRole('button', { name: 'Link anfordern' }))
  return { user, form: shown }
}

describe('the forgotten password page', () => {
  it('says the same whether or not an account has the address', async () => {
    // The server answers true for both (SPEC.md section 5); so does the page.
    serveCommerce({ RequestPasswordResetEmail: () => ({ requestPasswordResetEmail: true }) })
    const texts: string[] = []
    for (const email of ['lena.huber@paddock.example', 'niemand@paddock.example']) {
      const { unmount } = renderRoute('/de/account/forgot-password')
      await requestFor(email)
      const outcome = await screen.findByRole('status')
      await waitFor(() => {
        expect(outcome).toHaveFocus()
      })
      texts.push(outcome.textContent.replace(email, '…'))
      unmount()
    }
    expect(texts[0]).toBe(
      'Bitte schauen Sie in Ihr PostfachFalls es ein Kundenkonto mit der Adresse … gibt, haben wir Ihnen einen Link geschickt, mit dem Sie ein neues Passwort wählen.',
    )
    expect(texts[1]).toBe(texts[0])
    expect(commerceRequests('RequestPasswordResetEmail').map((r) => r.variables)).toEqual([
      { email: 'lena.huber@paddock.example' },
      { email: 'niemand@paddock.example' },
    ])
  })

  it('checks the address first and leads back to the sign-in', async () => {
    const user = userEvent.setup()
    renderRoute('/de/account/forgot-password')
    const shown = await form()
    await user.click(within(shown).getByRole('button', { name: 'Link anfordern' }))
    const email = within(shown).getByRole('textbox', { name: 'E-Mail-Adresse' })
    expect(email).toHaveFocus()
    expect(email).toHaveAccessibleDescription('Dies ist ein Pflichtfeld.')
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute(
      'href',
      '/de/account',
    )
    expect(commerceRequests('RequestPasswordResetEmail')).toEqual([])
  })

  it('shows the server’s refusals: on the field, or a rate limit above the form', async () => {
    serveCommerce({
      RequestPasswordResetEmail: ({ email }) =>
        email === 'lena@paddock.invalid'
          ? graphqlErrors([fieldError('email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')])
          : graphqlErrors([
              {
                message:
                  'Zu viele Versuche in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
                extensions: { code: 'TOO_MANY_REQUESTS', category: 'graphql' },
              },
            ]),
    })
    renderRoute('/de/account/forgot-password')
    const { user, form: shown } = await requestFor('lena@paddock.invalid')
    const email = within(shown).getByRole('textbox', { name: 'E-Mail-Adresse' })
    await waitFor(() => {
      expect(email).toHaveFocus()
    })
    expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    await user.clear(email)
    await user.type(email, 'lena@paddock.example')
    await user.click(within(shown).getByRole('button', { name: 'Link anfordern' }))
    expect(await within(shown).findByRole('alert')).toHaveTextContent(/^Zu viele Versuche/)
    expect(screen.queryByRole('status')).toBeNull()
    expect(commerceRequests('RequestPasswordResetEmail')).toHaveLength(2)
  })

  it('speaks English', async () => {
    serveCommerce({ RequestPasswordResetEmail: () => ({ requestPasswordResetEmail: true }) })
    await activateLocale('en')
    const user = userEvent.setup()
    renderRoute('/en/account/forgot-password')
    const shown = await screen.findByRole('form', { name: 'Forgot your password?' })
    await user.type(within(shown).getByRole('textbox', { name: 'Email address' }), 'a@b.example')
    await user.click(within(shown).getByRole('button', { name: 'Send link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for a@b.example, we have sent it a link to choose a new password.',
    )
    expect(commerceRequests('RequestPasswordResetEmail')[0]?.locale).toBe('en')
  })
})
