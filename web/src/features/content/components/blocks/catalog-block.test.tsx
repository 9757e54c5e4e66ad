import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { products } from '@/testing/catalog-fixtures'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { CatalogBlock, type RenderProduct } from './catalog-block'

const block = fixtureBlock('CatalogBlock')
const renderProduct: RenderProduct = (product, { layout, eager }) => (
  <p>{`${product.name ?? ''} ${layout}${eager ? ' eager' : ''}`}</p>
)

describe('CatalogBlock', () => {
  it('shows products by SKU in the editor’s order, without the unknown one', async () => {
    renderComponent(
      <CatalogBlock
        block={{ ...block, layout: 'grid' }}
        first={false}
        renderProduct={renderProduct}
      />,
    )
    const section = await screen.findByRole('region', { name: 'Unsere Lieblinge' })
    const items = await within(section).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      `${products.wilma.name.de} grid eager`,
      `${products.ella.name.de} grid eager`,
    ])
    expect(commerceRequests('GetProductsBySkus')[0]?.variables).toEqual({
      skus: [products.wilma.sku, products.ella.sku, 'GIBT-ES-NICHT'],
      pageSize: 3,
    })
  })

  it('shows a category’s products up to the limit, with a link to all', async () => {
    renderComponent(
      <CatalogBlock
        block={{
          ...block,
          type: 'category',
          layout: 'list',
          categoryIds: ['4'],
          limit: 1,
          link: { label: null, url: '/de/reiter/reitbekleidung/reithosen', newTab: false },
        }}
        first={false}
        renderProduct={renderProduct}
      />,
      { url: '/de' },
    )
    const section = await screen.findByRole('region', { name: 'Unsere Lieblinge' })
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1)
    expect(within(section).getByRole('link', { name: 'Alle ansehen' })).toHaveAttribute(
      'href',
      '/de/reiter/reitbekleidung/reithosen',
    )
    expect(commerceRequests('GetProductsByCategoryIds')[0]?.variables).toEqual({
      ids: ['4'],
      pageSize: 1,
    })
  })

  it('slides sideways by keyboard and buttons', async () => {
    const user = userEvent.setup()
    renderComponent(<CatalogBlock block={block} first={false} renderProduct={renderProduct} />, {
      url: '/de',
    })
    const list = await screen.findByRole('list', { name: 'Unsere Lieblinge' })
    await user.tab()
    expect(list).toHaveFocus()
    // jsdom lays nothing out; a real row is wider than its window.
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 1000 })
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 400 })
    const scrollBy = vi.fn()
    list.scrollBy = scrollBy
    list.dispatchEvent(new Event('scroll'))
    const next = await screen.findByRole('button', { name: 'Weitere Produkte' })
    expect(screen.getByRole('button', { name: 'Vorherige Produkte' })).toBeDisabled()
    expect(next).toBeEnabled()
    await user.click(next)
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 340 }))
  })

  it('leaves no trace when no product is found or the request fails', async () => {
    serveCommerce({ GetProductsBySkus: () => ({ products: { items: [] } }) })
    const { container } = renderComponent(
      <CatalogBlock block={block} first={false} renderProduct={renderProduct} />,
    )
    await vi.waitFor(() => {
      expect(container.textContent).toBe('')
      expect(container.querySelector('[role="status"]')).toBeNull()
    })
  })
})
