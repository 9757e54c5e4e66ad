import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readClubCookie, writeClubCookie } from '@/features/clubs/lib/current-club'
import { commerceRequests } from '@/testing/commerce-api'
import { clubs } from '@/testing/content-fixtures'
import { renderRoute } from '@/testing/render-route'

const musterstadt = {
  id: clubs.musterstadt.id,
  name: clubs.musterstadt.name,
  slug: clubs.musterstadt.slug,
  rootCategoryId: clubs.musterstadt.shopRootCategoryId,
}

describe('a club’s shop', () => {
  it('has its home with the club’s hero and blocks, in the club-shop layout', async () => {
    renderRoute('/de/verein/rv-musterstadt')
    const hero = await screen.findByRole('region', { name: 'Reitverein Musterstadt' })
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Reitverein Musterstadt',
    )
    expect(within(hero).getByText('Seit 1921 im Sattel')).toBeInTheDocument()
    expect(hero).toHaveStyle({ backgroundColor: '#1f4e8c' })
    expect(screen.getByText('Willkommen im Vereinsshop.')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    // The club-shop layout: the club's band in the header, scope 'club'.
    const header = screen.getByRole('banner')
    expect(
      within(header).getByRole('navigation', { name: 'Vereinsshop Reitverein Musterstadt' }),
    ).toBeInTheDocument()
    expect(header.closest('[data-scope]')).toHaveAttribute('data-scope', 'club')
    await waitFor(() => {
      expect(document.title).toBe('Reitverein Musterstadt | Paddock')
    })
  })

  it('makes the club the current one, in its cookie', async () => {
    renderRoute('/de/verein/reitclub-am-see')
    await screen.findByRole('heading', { level: 1, name: 'Reitclub am See' })
    await waitFor(() => {
      expect(readClubCookie()).toEqual({
        id: clubs.amSee.id,
        name: 'Reitclub am See',
        slug: 'reitclub-am-see',
        rootCategoryId: '30',
      })
    })
  })

  it('opens a private club by its link, kept from search engines', async () => {
    renderRoute('/de/verein/pferdefreunde-privat')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pferdefreunde Privat' }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      )
    })
  })

  it.each(['ehemaliger-verein', 'gibt-es-nicht'])('is a 404 for the club %s', async (code) => {
    renderRoute(`/de/verein/${code}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument()
    expect(readClubCookie()).toBeUndefined()
  })

  it('has content pages in its frame', async () => {
    renderRoute('/en/verein/rv-musterstadt/satteldecken/dressur')
    // The page's title is its h1; the club's hero above it is a section of it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our saddle pads' }),
    ).toBeInTheDocument()
    const hero = await screen.findByRole('region', { name: 'Reitverein Musterstadt' })
    expect(within(hero).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Reitverein Musterstadt',
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('In club blue.')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Our saddle pads',
    )
    expect(screen.getByRole('banner').closest('[data-scope]')).toHaveAttribute('data-scope', 'club')
  })

  it('follows a club page’s former url to where it is now', async () => {
    const { router } = renderRoute('/de/verein/rv-musterstadt/schabracken')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsere Schabracken' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/de/verein/rv-musterstadt/satteldecken/dressur')
  })

  it('has no content page that is not there', async () => {
    renderRoute('/de/verein/rv-musterstadt/gibt-es-nicht')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument()
  })

  it('frames the shop’s pages whose path holds the current club’s SKU prefix in the club layout', async () => {
    writeClubCookie(musterstadt)
    renderRoute('/de/rvm/gibt-es-nicht')
    await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })
    const header = screen.getByRole('banner')
    expect(
      await within(header).findByRole('navigation', { name: 'Vereinsshop Reitverein Musterstadt' }),
    ).toBeInTheDocument()
  })

  it('keeps the shop layout elsewhere for a club visitor', async () => {
    writeClubCookie(musterstadt)
    renderRoute('/de/search')
    await screen.findByRole('heading', { level: 1, name: 'Suche' })
    expect(screen.queryByRole('navigation', { name: /^Vereinsshop/ })).toBeNull()
    expect(screen.getByRole('banner').closest('[data-scope]')).toHaveAttribute('data-scope', 'shop')
  })
})

describe('the club catalogue', () => {
  it('lists the current club’s products under its root category', async () => {
    writeClubCookie(musterstadt)
    renderRoute('/de/verein/produktkatalog')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Produktkatalog Reitverein Musterstadt',
      }),
    ).toBeInTheDocument()
    expect(commerceRequests('GetProductsByCategoryUIds')[0]?.variables).toMatchObject({
      uids: [btoa('30')],
      page: 1,
    })
  })

  it('offers the visible clubs to choose from without a current club', async () => {
    renderRoute('/fr/verein/produktkatalog')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Catalogue produits pour les clubs' }),
    ).toBeInTheDocument()
    const links = await screen.findAllByRole('link', { name: /Musterstadt|am See/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fr/verein/reitclub-am-see',
      '/fr/verein/rv-musterstadt',
    ])
  })
})

describe('the club banner pages', () => {
  it('shows the banner page and its clubs overview', async () => {
    renderRoute('/de/verein/banner')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vereinsbanner' }),
    ).toBeInTheDocument()
    const overview = screen.getByRole('region', { name: 'Vereine' })
    expect(await within(overview).findAllByRole('link')).toHaveLength(1)
  })

  it('shows a banner content page', async () => {
    renderRoute('/de/verein/banner/satteldecken/dressur')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dressur-Satteldecken' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Im Vereinsdesign.')).toBeInTheDocument()
  })

  it('is a 404 for a banner page that is not there', async () => {
    renderRoute('/de/verein/banner/gibt-es-nicht')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument()
  })
})
