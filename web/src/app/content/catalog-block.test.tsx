import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { products } from '@/testing/catalog-fixtures'
import { fixtureBlock, nth } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { CatalogBlockWithProducts } from './catalog-block'

const block = fixtureBlock('CatalogBlock')

describe('the catalog block with the catalogue’s products', () => {
  it('shows product cards with prices in a grid', async () => {
    renderComponent(
      <CatalogBlockWithProducts block={{ ...block, layout: 'grid' }} first={false} />,
      { url: '/de' },
    )
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(
      within(nth(cards, 1)).getByRole('link', { name: products.ella.name.de }),
    ).toHaveAttribute('href', `/de/${products.ella.key.de}`)
    expect(within(nth(cards, 1)).getAllByText(/€/).length).toBeGreaterThan(0)
  })

  it('shows rows with image, name and price in the list layout', async () => {
    renderComponent(
      <CatalogBlockWithProducts block={{ ...block, layout: 'list' }} first={false} />,
      { url: '/de' },
    )
    const rows = await screen.findAllByRole('article')
    expect(
      within(nth(rows, 0)).getByRole('heading', { level: 3, name: products.wilma.name.de }),
    ).toBeInTheDocument()
    expect(within(nth(rows, 0)).getAllByText(/€/).length).toBeGreaterThan(0)
  })
})
