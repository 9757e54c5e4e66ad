import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderRoute } from '@/testing/render-route'
import {
  assistAs,
  assistRequests,
  restError,
  serveRedeem,
  signInAs,
  testUser,
} from '@/testing/session-api'

const token = 'Zk3v9QmX0b1cR7tY2wE5uI8oP4aS6dF1gH3jK9lL0zX'
const max = { staffName: 'Max Support', endsAt: '2026-11-29T10:30:00Z' }

describe('login as customer', () => {
  it('posts the token of the fragment once, takes it out of the address and goes to the account', async () => {
    serveRedeem((sent) =>
      sent === token
        ? { user: testUser, assistedBy: max }
        : restError(400, { message: 'nein', code: 'BAD_REQUEST' }),
    )
    const { router } = renderRoute(`/de/account/assist#${token}`)
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/customer')
    })
    expect(router.state.location.hash).toBe('')
    expect(assistRequests('POST')).toEqual([
      expect.objectContaining({ body: { token }, locale: 'de' }),
    ])
    const banner = await screen.findByText(
      'Sie sind als Lena Huber angemeldet (Mitarbeiter Max Support)',
    )
    expect(banner.closest('[role="status"]')).not.toBeNull()
    expect(JSON.stringify(sessionStorage)).not.toContain(token)
    expect(JSON.stringify(localStorage)).not.toContain(token)
  })

  it('shows the server’s words for a used or expired link', async () => {
    const refusal = 'Dieser Anmeldelink ist ungültig, wurde schon benutzt oder ist abgelaufen.'
    serveRedeem(() => restError(400, { message: refusal, code: 'BAD_REQUEST' }))
    renderRoute(`/de/account/assist#${token}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    await expectNoAxeViolations()
  })

  it('says when the link came without its token', async () => {
    renderRoute('/en/account/assist')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is missing its sign-in token.',
    )
    expect(assistRequests('POST')).toEqual([])
  })
})

describe('the banner while staff are signed in as the customer', () => {
  it('shows on every page, in the page’s language, and is not there otherwise', async () => {
    signInAs(testUser)
    renderRoute('/fr/account/forgot-password')
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => {
      expect(assistRequests('GET').length).toBeGreaterThan(0)
    })
    expect(screen.queryByText(/connecté en tant que/)).toBeNull()
  })

  it('asks nothing of a visitor who is not signed in', async () => {
    renderRoute('/de/account/forgot-password')
    await screen.findByRole('heading', { level: 1 })
    expect(assistRequests()).toEqual([])
  })

  it('ends the session with its keyboard-reachable button, axe-clean', async () => {
    signInAs(testUser)
    assistAs(max)
    renderRoute('/fr/account/forgot-password')
    const text = await screen.findByText(
      'Vous êtes connecté en tant que Lena Huber (collaborateur Max Support)',
    )
    const banner = text.closest<HTMLElement>('[role="status"]')
    if (!banner) throw new Error('the banner has no status role')
    await expectNoAxeViolations()
    const user = userEvent.setup()
    const end = within(banner).getByRole('button', { name: 'Terminer' })
    end.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(screen.queryByText(/connecté en tant que/)).toBeNull()
    })
    expect(assistRequests('DELETE')).toHaveLength(1)
  })
})
