import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerce } from '@/lib/graphql/api'
import { graphqlErrors } from '@/testing/graphql-api'
import { renderRoute } from '@/testing/render-route'
import { serveSignIn, sessionRequests, signInAs, testUser } from '@/testing/session-api'
import { serveCommerce } from '@/testing/commerce-api'

const expired = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'

describe('the auth guard', () => {
  it('sends a visitor without a session to the sign-in and back after it', async () => {
    serveSignIn(() => testUser)
    const user = userEvent.setup()
    const { router } = renderRoute('/de/customer/orders/100000042?page=2')
    const form = await screen.findByRole('form', { name: 'Anmelden' })
    expect(router.state.location.pathname).toBe('/de/account')
    expect(router.state.location.search).toBe(
      '?redirect=%2Fde%2Fcustomer%2Forders%2F100000042%3Fpage%3D2',
    )
    expect(screen.getByText('Bitte melden Sie sich an, um fortzufahren.')).toBeVisible()
    await user.type(within(form).getByRole('textbox', { name: /E-Mail-Adresse/ }), testUser.email)
    await user.type(within(form).getByLabelText(/^Passwort/), 'Reiten-Lena1')
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/customer/orders/100000042')
    })
    expect(router.state.location.search).toBe('?page=2')
  })

  it.each(['/de/customer', '/en/customer/addresses', '/fr/customer/wishlist'])(
    'guards %s',
    async (path) => {
      const { router } = renderRoute(path)
      await screen.findByRole('form', { name: /Anmelden|Sign in|Se connecter/ })
      expect(router.state.location.pathname).toBe(`${path.slice(0, 3)}/account`)
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path)
    },
  )

  it.each([
    ['/de/checkout/cart', 'Warenkorb'],
    // A guest checks out too: the checkout's first step offers sign-in, registration or going on as a guest.
    ['/de/checkout', 'Kasse'],
    // Without an order placed in this tab it says there is none to show.
    ['/de/checkout/success', 'Keine Bestellung zu zeigen'],
    ['/de/account/forgot-password', 'Passwort vergessen'],
  ])('leaves %s open to everyone', async (path, heading) => {
    const { router } = renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(path)
  })

  it('shows a guarded page to a signed-in customer, asking for the session once', async () => {
    signInAs(testUser)
    const { router } = renderRoute('/de/customer/wishlist')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wunschliste' }),
    ).toBeInTheDocument()
    await router.navigate('/de/checkout/cart')
    await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })
    await router.navigate('/de/customer/wishlist')
    await screen.findByRole('heading', { level: 1, name: 'Wunschliste' })
    expect(sessionRequests('GET')).toHaveLength(1)
  })
})

describe('an authorization error', () => {
  const authorizationError = () =>
    graphqlErrors([
      {
        message: expired,
        extensions: { code: 'UNAUTHENTICATED', category: 'graphql-authorization' },
      },
    ])

  it('signs the browser out from any query, says the session expired and asks to sign in again', async () => {
    signInAs(testUser)
    serveCommerce({ GetCustomer: authorizationError })
    const { router, queryClient } = renderRoute('/de/customer/wishlist')
    await screen.findByRole('heading', { level: 1, name: 'Wunschliste' })
    const header = screen.getByRole('banner')
    expect(await within(header).findByRole('link', { name: /Lena/ })).toBeInTheDocument()

    // The server ended the session (another device changed the password, say).
    signInAs(null)
    await queryClient
      .query(commerce.queryOptions('query GetCustomer { customer { email } }', 'de', {}))
      .catch(() => undefined)

    expect(await screen.findByRole('alertdialog', { name: expired })).toBeInTheDocument()
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/account')
    })
    expect(router.state.location.search).toBe('?redirect=%2Fde%2Fcustomer%2Fwishlist')
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Anmelden' }),
    ).toHaveAttribute('href', '/de/account')
    expect(sessionRequests('DELETE')).toHaveLength(1)
    // Told once, however many requests fail with it.
    await queryClient
      .query(commerce.queryOptions('query GetCustomer { customer { email } }', 'de', {}))
      .catch(() => undefined)
    expect(screen.getAllByRole('alertdialog', { name: expired })).toHaveLength(1)
  })

  it('signs out from a mutation too', async () => {
    signInAs(testUser)
    serveCommerce({ UpdateCustomer: authorizationError })
    const { queryClient } = renderRoute('/en/search')
    await screen.findByRole('link', { name: /Lena/ })
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () =>
          commerce.request(
            'mutation UpdateCustomer { updateCustomerV2(input: {}) { customer { email } } }',
            'en',
            {},
          ),
      })
      .execute(undefined)
      .catch(() => undefined)
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Your session expired. Please sign-in again.',
      }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/account',
    )
  })
})
