import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { NewsletterConfirmation } from './newsletter-confirmation'

const page = '/de/newsletter/subscription/success'
const badToken = 'Der Bestätigungslink ist ungültig oder abgelaufen.'

/** The server: a known token confirms (again and again), anything else is refused. */
function serveTokens() {
  serveCommerce({
    ConfirmNewsletterSubscription: ({ token }) =>
      token === 'good-token'
        ? { confirmNewsletterSubscription: { status: 'SUBSCRIBED' } }
        : graphqlErrors([{ message: badToken, extensions: { code: 'BAD_USER_INPUT' } }]),
    UnsubscribeFromNewsletter: ({ token }) =>
      token === 'leave-token'
        ? { unsubscribeFromNewsletter: { status: 'UNSUBSCRIBED' } }
        : graphqlErrors([{ message: badToken, extensions: { code: 'BAD_USER_INPUT' } }]),
  })
}

describe('the newsletter confirmation page', () => {
  it('confirms the subscription with the link’s token, once', async () => {
    serveTokens()
    // As main.tsx renders the app: strict mode runs every effect twice on mount.
    const router = createMemoryRouter([{ path: '/:lang/*', element: <NewsletterConfirmation /> }], {
      initialEntries: [`${page}?token=good-token`],
    })
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Anmeldung bestätigt' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vielen Dank! Ihre Anmeldung ist bestätigt – ab jetzt erhalten Sie unseren Newsletter.',
    )
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de')
    expect(document.title).toBe('Newsletter | Paddock')
    expect(commerceRequests('ConfirmNewsletterSubscription')).toEqual([
      expect.objectContaining({ variables: { token: 'good-token' }, locale: 'de', method: 'POST' }),
    ])
  })

  it('is safe to open again: a used link still shows the confirmation', async () => {
    serveTokens()
    const first = renderComponent(<NewsletterConfirmation />, { url: `${page}?token=good-token` })
    await screen.findByText(/Ihre Anmeldung ist bestätigt/)
    first.unmount()
    renderComponent(<NewsletterConfirmation />, { url: `${page}?token=good-token` })
    expect(await screen.findByText(/Ihre Anmeldung ist bestätigt/)).toBeInTheDocument()
    expect(commerceRequests('ConfirmNewsletterSubscription')).toHaveLength(2)
  })

  it('explains a bad or expired link and offers the sign-up again', async () => {
    serveTokens()
    renderComponent(<NewsletterConfirmation />, { url: `${page}?token=forged` })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Der Link funktioniert nicht' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(`Der Link funktioniert nicht${badToken}`)
    expect(screen.getByRole('heading', { level: 2, name: 'Erneut anmelden' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeInTheDocument()
    expect(commerceRequests('ConfirmNewsletterSubscription')).toHaveLength(1)
  })

  it('offers to try again when the server cannot be reached', async () => {
    const user = userEvent.setup()
    serveCommerce({
      ConfirmNewsletterSubscription: () => new Response('bad gateway', { status: 502 }),
    })
    renderComponent(<NewsletterConfirmation />, { url: `${page}?token=good-token` })
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ein Fehler ist aufgetretenWir konnten Ihren Link gerade nicht prüfen.',
    )
    expect(screen.queryByRole('textbox')).toBeNull()
    serveTokens()
    await user.click(retry)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Anmeldung bestätigt' }),
    ).toBeInTheDocument()
    expect(commerceRequests('ConfirmNewsletterSubscription')).toHaveLength(2)
  })

  it('calls an answer it does not expect a failed link', async () => {
    serveCommerce({
      ConfirmNewsletterSubscription: () => ({
        confirmNewsletterSubscription: { status: 'NOT_ACTIVE' },
      }),
    })
    renderComponent(<NewsletterConfirmation />, { url: `${page}?token=good-token` })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(
        'Der Link funktioniert nichtDer Link ist ungültig oder abgelaufen. Bestätigungslinks gelten sieben Tage.',
      )
    })
  })

  it('sends nothing for a link without a token', async () => {
    serveTokens()
    renderComponent(<NewsletterConfirmation />, { url: page })
    expect(await screen.findByRole('status')).toHaveTextContent(/Dem Link fehlt ein Teil/)
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeInTheDocument()
    expect(commerceRequests()).toEqual([])
  })

  it('ends a subscription from a newsletter’s unsubscribe link', async () => {
    serveTokens()
    renderComponent(<NewsletterConfirmation />, { url: `${page}?unsubscribe=leave-token` })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vom Newsletter abgemeldet' }),
    ).toBeInTheDocument()
    expect(commerceRequests('UnsubscribeFromNewsletter')).toEqual([
      expect.objectContaining({ variables: { token: 'leave-token' } }),
    ])
    expect(commerceRequests('ConfirmNewsletterSubscription')).toEqual([])
  })

  it.each([
    ['en', 'Subscription confirmed', 'This link does not work'],
    ['fr', 'Inscription confirmée', 'Ce lien ne fonctionne pas'],
  ] as const)('speaks %s', async (lang, confirmed, failed) => {
    serveTokens()
    await activateLocale(lang)
    const view = renderComponent(<NewsletterConfirmation />, {
      url: `/${lang}/newsletter/subscription/success?token=good-token`,
    })
    expect(await screen.findByRole('heading', { level: 2, name: confirmed })).toBeInTheDocument()
    expect(commerceRequests('ConfirmNewsletterSubscription')[0]?.locale).toBe(lang)
    view.unmount()
    renderComponent(<NewsletterConfirmation />, {
      url: `/${lang}/newsletter/subscription/success?token=bad`,
    })
    await waitFor(() => {
      expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(failed)
    })
  })
})
