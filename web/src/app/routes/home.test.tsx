import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests } from '@/testing/commerce-api'
import { phoneWidth, setViewportWidth } from '@/testing/match-media'
import { renderRoute } from '@/testing/render-route'

describe('the home page', () => {
  it('shows the hero, the top categories with images and the newest products', async () => {
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
