import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { WithdrawalConfirmPage } from './withdrawal-confirm-page'

const page = '/de/vertrag-widerrufen/bestaetigen'
const token = 'a'.repeat(43)
const invalid = 'Dieser Link ist ungültig oder abgelaufen. Ihr Widerruf bleibt bei uns gespeichert.'

const pending = {
  reference: 'W-2026-000001',
  order_number: '000000012',
  declared_at: '2026-11-24 13:03:12',
  whole_order: true,
  items_text: null,
  confirmed: false,
  return_reference: null,
}

/** The server: the link's token names the declaration; confirming starts the return, again and again the same. */
function serveLink() {
  let confirmed = false
  const answer = () =>
    confirmed ? { ...pending, confirmed: true, return_reference: '000000012-R1' } : pending
  serveCommerce({
    WithdrawalConfirmation: (variables) =>
      variables.token === token
        ? { withdrawalConfirmation: answer() }
        : graphqlErrors([{ message: invalid, extensions: { code: 'NOT_FOUND' } }]),
    ConfirmWithdrawal: (variables) => {
      if (variables.token !== token) {
        return graphqlErrors([{ message: invalid, extensions: { code: 'NOT_FOUND' } }])
      }
      confirmed = true
      return { confirmWithdrawal: answer() }
    },
  })
}

describe('WithdrawalConfirmPage', () => {
  it('shows the declaration and confirms it only with its button, by POST', async () => {
    const user = userEvent.setup()
    serveLink()
    renderComponent(<WithdrawalConfirmPage />, { url: `${page}?token=${token}` })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Widerruf bestätigen' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bitte bestätigen Sie Ihren Widerruf' }),
    ).toBeInTheDocument()
    expect(screen.getByText('W-2026-000001')).toBeInTheDocument()
    expect(screen.getByText('000000012')).toBeInTheDocument()
    expect(
      screen.getByText('24. November 2026 um 14:03:12 Uhr (Europe/Berlin)'),
    ).toBeInTheDocument()
    expect(screen.getByText('Die gesamte Bestellung')).toBeInTheDocument()
    // Opening the link confirms nothing: mail scanners open links too.
    expect(commerceRequests('ConfirmWithdrawal')).toEqual([])
    expect(commerceRequests('WithdrawalConfirmation')).toEqual([
      expect.objectContaining({ variables: { token }, locale: 'de', method: 'POST' }),
    ])

    await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }))
    const done = await screen.findByRole('heading', {
      level: 2,
      name: 'Ihr Widerruf ist bestätigt',
    })
    await waitFor(() => {
      expect(done).toHaveFocus()
    })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Wir haben die Rücksendung 000000012-R1 angelegt.',
    )
    expect(commerceRequests('ConfirmWithdrawal')).toEqual([
      expect.objectContaining({ variables: { token }, method: 'POST' }),
    ])
    expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).not.toBeInTheDocument()
  })

  it('shows items named in words and what confirming them does, in English', async () => {
    await activateLocale('en')
    serveCommerce({
      WithdrawalConfirmation: () => ({
        withdrawalConfirmation: {
          ...pending,
          whole_order: false,
          items_text: 'Die Reithose, Größe 38',
        },
      }),
    })
    renderComponent(<WithdrawalConfirmPage />, {
      url: `/en/vertrag-widerrufen/bestaetigen?token=${token}`,
    })
    expect(await screen.findByText('Die Reithose, Größe 38')).toBeInTheDocument()
    expect(
      screen.getByText(/we will then get in touch about how the items come back/),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirm withdrawal' })).toBeInTheDocument()
  })

  it('tells an invalid or expired link with the server’s words, and leads to the form', async () => {
    serveLink()
    renderComponent(<WithdrawalConfirmPage />, { url: `${page}?token=forged` })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(invalid)
    expect(screen.getByRole('link', { name: 'Zum Widerrufsformular' })).toHaveAttribute(
      'href',
      '/de/vertrag-widerrufen',
    )
    expect(commerceRequests('ConfirmWithdrawal')).toEqual([])
  })

  it('asks nothing for a link without a token', async () => {
    serveLink()
    renderComponent(<WithdrawalConfirmPage />, { url: page })
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist unvollständig.')
    expect(commerceRequests('WithdrawalConfirmation')).toEqual([])
  })

  it('shows a used link as confirmed', async () => {
    serveCommerce({
      WithdrawalConfirmation: () => ({
        withdrawalConfirmation: { ...pending, confirmed: true, return_reference: '000000012-R1' },
      }),
    })
    renderComponent(<WithdrawalConfirmPage />, { url: `${page}?token=${token}` })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ihr Widerruf ist bestätigt' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).not.toBeInTheDocument()
  })
})
