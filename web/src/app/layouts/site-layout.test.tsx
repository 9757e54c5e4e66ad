import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { shippingEstimate } from '@/testing/catalog-fixtures'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { contentError, contentRequests, serveContent } from '@/testing/content-api'
import { sites } from '@/testing/content-fixtures'
import { phoneWidth, setViewportWidth } from '@/testing/match-media'
import { renderRoute } from '@/testing/render-route'

const noSite = () => ({ Sites: { totalDocs: 0, docs: [] } })

describe('the header and footer from the site', () => {
  it('show the announcement in readable colours above the header', async () => {
    renderRoute('/de/search')
    const header = await screen.findByRole('banner')
    // The visitor's shipping promise (a German reader's: Germany's) before the editor's copy.
    const text = await within(header).findByText(
      'Kostenloser Versand nach Deutschland ab 75 € – 30 Tage Rückgaberecht',
    )
    const bar = text.closest('[data-announcement]')
    // Gold: black text reads on it (WCAG AA), white would not.
    expect(bar).toHaveStyle({ backgroundColor: '#c9a45c', color: '#000000' })
    expect(within(header).getByRole('link', { name: 'Versand und Zahlung' })).toHaveAttribute(
      'href',
      '/de/service/versand',
    )
    expect(contentRequests('GetSite')[0]?.variables).toEqual({
      baseUrl: window.location.origin,
      siteCode: 'shop',
      locale: 'de',
    })
  })

  it.each([
    [
      'a French reader',
      '/fr/search',
      'FR',
      'Livraison offerte en France dès 150 € – 30 jours pour retourner',
    ],
    ['an English reader', '/en/search', 'DE', 'Free shipping to Germany from €75 – 30-day returns'],
    [
      'a German reader living in France',
      '/de/search',
      'FR',
      'Kostenloser Versand nach Frankreich ab 150 € – 30 Tage Rückgaberecht',
    ],
    [
      'a French reader living in Austria',
      '/fr/search',
      'AT',
      'Livraison offerte en Autriche dès 150 € – 30 jours pour retourner',
    ],
  ] as const)(
    'promise %s shipping to the country the server estimates for (the language’s, or the customer’s address)',
    async (_case, path, country, promise) => {
      serveCommerce({ GetShippingEstimate: () => shippingEstimate(country) })
      renderRoute(path)
      const header = await screen.findByRole('banner')
      expect(await within(header).findByText(promise)).toBeInTheDocument()
      expect(commerceRequests('GetShippingEstimate')).toHaveLength(1)
    },
  )

  it('take the main navigation with its levels from the site', async () => {
    const user = userEvent.setup()
    renderRoute('/en/search')
    const nav = await screen.findByRole('navigation', { name: 'Categories' })
    await user.click(await within(nav).findByRole('button', { name: 'Rider' }))
    expect(await within(nav).findByRole('link', { name: 'Knee-patch breeches' })).toHaveAttribute(
      'href',
      '/en/rider/riding-apparel/breeches/knee-patch-breeches',
    )
  })

  it('name the action icons for screen readers', async () => {
    renderRoute('/de/search')
    const actions = await screen.findByRole('navigation', { name: 'Konto und Warenkorb' })
    // The account entry is the app's, in the site's place: signed out, it leads to the sign-in.
    await within(actions).findByRole('link', { name: 'Anmelden' })
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Anmelden', '/de/account'],
      // The site's wish list link is the app's: it names the count (a visitor's, from this browser).
      ['Wunschliste, 0 Artikel', '/de/customer/wishlist'],
    ])
    // The site's cart link is the mini cart: a button that names the count.
    expect(within(actions).getByRole('button', { name: 'Warenkorb, 0 Artikel' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(within(actions).getByText('Wunschliste')).toHaveClass('sr-only')
  })

  it('give the footer its columns, icons, legal links, cookie settings and copyright', async () => {
    renderRoute('/fr/search')
    const footer = await screen.findByRole('contentinfo')
    const service = await within(footer).findByRole('navigation', { name: 'Service' })
    expect(
      within(service)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fr/service/livraison', '/fr/service/confidentialite'])
    const icons = within(footer).getByRole('region', { name: 'Payer et expédier' })
    expect(within(icons).getByText('Visa')).toHaveClass('sr-only')
    expect(within(icons).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/paddock',
    )
    const legal = within(footer).getByRole('navigation', { name: 'Liens juridiques' })
    expect(within(legal).getAllByRole('link')).toHaveLength(2)
    expect(
      within(footer).getByRole('button', { name: 'Paramètres des cookies' }),
    ).toBeInTheDocument()
    expect(within(footer).getByText(/© \d{4} Paddock/)).toBeInTheDocument()
  })

  it('put the site’s navigation in the drawer on a phone', async () => {
    setViewportWidth(phoneWidth)
    const user = userEvent.setup()
    renderRoute('/de/search')
    await user.click(await screen.findByRole('button', { name: 'Kategorien öffnen' }))
    const drawer = screen.getByRole('dialog', { name: 'Kategorien' })
    expect(
      within(drawer).getByRole('button', { name: 'Stall(Unterkategorien)' }),
    ).toBeInTheDocument()
  })

  it('show the owner’s maintenance notice above the header while it is set', async () => {
    serveContent({
      GetSite: () => sites('de', { maintenanceNotice: 'Heute ab 22 Uhr Wartungsarbeiten.' }),
    })
    renderRoute('/de/search')
    const header = await screen.findByRole('banner')
    const notice = await within(header).findByText('Heute ab 22 Uhr Wartungsarbeiten.')
    expect(notice.closest('[data-maintenance-notice]')).not.toBeNull()
  })

  it('name the shop by the site’s settings: titles, home link and copyright', async () => {
    serveContent({ GetSite: () => sites('de', { name: 'Reitsport Sonnenhof' }) })
    renderRoute('/de/search')
    expect(
      await screen.findByRole('link', { name: 'Reitsport Sonnenhof – zur Startseite' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText(`© ${String(new Date().getFullYear())} Reitsport Sonnenhof.`, {
        exact: false,
      }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(document.title).toMatch(/ \| Reitsport Sonnenhof$/)
    })
    // The footer's word mark too.
    expect(
      within(screen.getByRole('contentinfo')).getAllByText('Reitsport Sonnenhof').length,
    ).toBeGreaterThan(0)
  })

  it('name the shop Paddock while the site sets no name', async () => {
    renderRoute('/de/search')
    expect(
      await screen.findByRole('link', { name: 'Paddock – zur Startseite' }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(document.title).toMatch(/ \| Paddock$/)
    })
  })

  it('show no maintenance notice when none is set', async () => {
    renderRoute('/de/search')
    await screen.findByRole('banner')
    expect(document.querySelector('[data-maintenance-notice]')).toBeNull()
  })

  it('show the site’s own logo', async () => {
    serveContent({
      GetSite: () =>
        sites('de', {
          logo: { url: '/media/medium/site-logo', alt: 'Paddock', width: 300, height: 80 },
        }),
    })
    renderRoute('/de/search')
    const home = await screen.findByRole('link', { name: 'Paddock – zur Startseite' })
    expect(await within(home).findByRole('presentation')).toHaveAttribute(
      'src',
      '/media/medium/site-logo',
    )
  })

  it.each([
    ['without a site', noSite],
    ['when the content system fails', () => contentError()],
  ])('keep the shop running %s: categories, account and cart', async (_case, answer) => {
    serveContent({ GetSite: answer })
    const user = userEvent.setup()
    renderRoute('/de/search')
    expect(await screen.findByRole('heading', { level: 1, name: 'Suche' })).toBeInTheDocument()
    const nav = await screen.findByRole('navigation', { name: 'Kategorien' })
    await user.click(await within(nav).findByRole('button', { name: 'Reiter' }))
    expect(await within(nav).findByRole('link', { name: 'Reithelme' })).toBeInTheDocument()
    const actions = screen.getByRole('navigation', { name: 'Konto und Warenkorb' })
    // The account entry and the wish list.
    expect(within(actions).getAllByRole('link')).toHaveLength(2)
    expect(within(actions).getByRole('button', { name: /^Warenkorb, / })).toBeInTheDocument()
    expect(screen.queryByText(/Rückgaberecht/)).toBeNull()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('navigation', { name: 'Service' })).toBeInTheDocument()
  })
})
