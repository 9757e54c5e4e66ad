import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests } from '@/testing/commerce-api'
import { contentError, serveContent } from '@/testing/content-api'
import { phoneWidth, setViewportWidth } from '@/testing/match-media'
import { renderRoute } from '@/testing/render-route'

describe('the home page', () => {
  it('is the site’s page with the empty url, built from its blocks', async () => {
    renderRoute('/de')
    // A hero opens the page: its title is the h1 for screen readers, the hero speaks for the eye.
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Reitsport-Shop für Pferd und Reiter',
    })
    expect(title).toHaveClass('sr-only')
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bereit für die Saison' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Alles für den Stall' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Alle Preise inkl. MwSt.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Neu eingetroffen' })).toBeNull()
    expect(document.title).toBe('Reitsport-Shop für Pferd und Reiter | Paddock')
    // The page asks for the transparent header, which lies over its hero.
    expect(screen.getByRole('banner')).toHaveClass('absolute')
    expect(screen.queryByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeNull()
  })

  it.each([
    ['has no home page', () => ({ Pages: { docs: [] } })],
    ['cannot be reached', () => contentError()],
  ])('is the catalogue’s own home when the site %s', async (_case, answer) => {
    serveContent({ GetPage: answer })
    renderRoute('/de')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reitsport-Shop für Pferd und Reiter' }),
    ).toBeInTheDocument()
    const categories = await screen.findByRole('region', { name: 'Sortiment entdecken' })
    const tiles = await within(categories).findAllByRole('link')
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Reiter', '/de/reiter'],
      ['Stall', '/de/stall'],
      ['Gutscheine', '/de/gutscheine'],
    ])
    expect(tiles[0]?.querySelector('img')).toHaveAttribute('src', '/media/large/rider')
    const teasers = await screen.findByRole('region', { name: 'Neu eingetroffen' })
    expect(await within(teasers).findAllByRole('article')).toHaveLength(3)
    expect(
      commerceRequests('GetProductsByQuery').find((r) => r.variables.pageSize === 8)?.variables,
    ).toMatchObject({ sort: { new: 'DESC' }, currentPage: 1 })
  })

  it('has the category navigation in the header: a mega menu on a desktop', async () => {
    const user = userEvent.setup()
    renderRoute('/en')
    const nav = await screen.findByRole('navigation', { name: 'Categories' })
    const rider = await within(nav).findByRole('button', { name: 'Rider' })
    await user.click(rider)
    expect(await within(nav).findByRole('link', { name: 'Knee-patch breeches' })).toHaveAttribute(
      'href',
      '/en/rider/riding-apparel/breeches/knee-patch-breeches',
    )
  })

  it('has the category navigation in a drawer on a phone', async () => {
    setViewportWidth(phoneWidth)
    const user = userEvent.setup()
    renderRoute('/fr')
    await user.click(await screen.findByRole('button', { name: 'Ouvrir les catégories' }))
    const drawer = screen.getByRole('dialog', { name: 'Catégories' })
    expect(
      within(drawer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toContain('Cavalier(sous-catégories)')
    expect(
      screen.queryByRole('navigation', { name: 'Catégories', hidden: false }),
    ).toBeInTheDocument()
  })
})
