import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { serveContent } from '@/testing/content-api'
import { site } from '@/testing/content-fixtures'
import { phoneWidth, setViewportWidth } from '@/testing/match-media'
import { renderRoute } from '@/testing/render-route'
import { sessionRequests, signInAs, testUser } from '@/testing/session-api'

const actions = () => screen.findByRole('navigation', { name: 'Konto und Warenkorb' })

describe('the header’s account entry', () => {
  it('leads a visitor to the sign-in', async () => {
    renderRoute('/de/search')
    const nav = await actions()
    const link = await within(nav).findByRole('link', { name: 'Anmelden' })
    expect(link).toHaveAttribute('href', '/de/account')
    expect(within(nav).queryByRole('button', { name: 'Abmelden' })).toBeNull()
  })

  it('greets a customer by first name, leads to the customer area and offers to sign out', async () => {
    signInAs(testUser)
    renderRoute('/de/search')
    const nav = await actions()
    const link = await within(nav).findByRole('link', { name: 'Lena (Mein Konto)' })
    expect(link).toHaveAttribute('href', '/de/customer')
    expect(within(nav).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument()
    expect(sessionRequests('GET')).toHaveLength(1)
  })

  it('says “My account” for a customer without a first name', async () => {
    signInAs({ ...testUser, firstname: ' ' })
    await activateLocale('en')
    renderRoute('/en/search')
    const nav = await screen.findByRole('navigation', { name: 'Account and cart' })
    expect(await within(nav).findByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/en/customer',
    )
  })

  it('signs out by keyboard, says so, and leaves the focus on the sign-in link', async () => {
    signInAs(testUser)
    const user = userEvent.setup()
    const { router } = renderRoute('/de/search')
    const nav = await actions()
    await within(nav).findByRole('link', { name: /Lena/ })
    const button = within(nav).getByRole('button', { name: 'Abmelden' })
    button.focus()
    await user.keyboard('{Enter}')
    expect(
      await screen.findByRole('alertdialog', { name: 'Sie sind jetzt abgemeldet.' }),
    ).toBeInTheDocument()
    const signIn = await within(nav).findByRole('link', { name: 'Anmelden' })
    await waitFor(() => {
      expect(signIn).toHaveFocus()
    })
    expect(sessionRequests('DELETE')).toHaveLength(1)
    expect(router.state.location.pathname).toBe('/de/search')
  })

  it('leaves a guarded page for the home page when the customer signs out', async () => {
    signInAs(testUser)
    const user = userEvent.setup()
    const { router } = renderRoute('/fr/customer/wishlist')
    await screen.findByRole('heading', { level: 1, name: 'Liste d’envies' })
    const header = screen.getByRole('banner')
    await user.click(await within(header).findByRole('button', { name: 'Se déconnecter' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/fr')
    })
    expect(
      await screen.findByRole('alertdialog', { name: 'Vous êtes maintenant déconnecté.' }),
    ).toBeInTheDocument()
  })

  it('stays in the header when the site’s action links have no account link', async () => {
    const base = site('de')
    serveContent({
      GetSite: () => ({
        Sites: {
          totalDocs: 1,
          docs: [
            {
              ...base,
              headerGroup: {
                entries: base.headerGroup.entries.map((entry) =>
                  entry.__typename === 'ActionNavigation'
                    ? {
                        ...entry,
                        actionNavigationItems: entry.actionNavigationItems.filter(
                          (item) => item.icon !== 'account',
                        ),
                      }
                    : entry,
                ),
              },
            },
          ],
        },
      }),
    })
    renderRoute('/de/search')
    const nav = await actions()
    await within(nav).findByRole('link', { name: 'Anmelden' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Anmelden', 'Wunschliste, 0 Artikel'])
    expect(within(nav).getByRole('button', { name: /^Warenkorb, / })).toBeInTheDocument()
  })

  it('shows the session on a phone, with the labels for screen readers', async () => {
    setViewportWidth(phoneWidth)
    signInAs(testUser)
    renderRoute('/de/search')
    const nav = await actions()
    const link = await within(nav).findByRole('link', { name: 'Lena (Mein Konto)' })
    expect(within(link).getByText('Lena')).toHaveClass('sr-only')
    expect(within(nav).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument()
  })

  it('is in the focus header of the account and customer pages too', async () => {
    renderRoute('/de/account')
    const nav = await screen.findByRole('navigation', { name: 'Kundenkonto' })
    expect(await within(nav).findByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})
