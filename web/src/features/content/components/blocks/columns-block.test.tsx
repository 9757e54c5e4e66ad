import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureBlock, media, nth } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { ColumnsBlock } from './columns-block'

const block = fixtureBlock('ColumnsBlock')

describe('ColumnsBlock', () => {
  it('sets the columns side by side by their widths and stacks them on phones', () => {
    const { container } = renderComponent(
      <ColumnsBlock
        block={{
          ...block,
          columns: [
            { ...nth(block.columns, 0), image: media('truck', 'Lieferwagen') },
            nth(block.columns, 1),
          ],
        }}
        first={false}
      />,
      { url: '/de' },
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Warum Paddock' })).toBeInTheDocument()
    const grid = container.querySelector('.grid')
    expect(grid).toHaveClass('grid-cols-1', 'md:grid-cols-12')
    const columns = [...(grid?.children ?? [])]
    expect(columns[0]).toHaveClass('md:col-span-4')
    expect(columns[1]).toHaveClass('md:col-span-8')
    expect(screen.getByRole('img', { name: 'Lieferwagen' })).toHaveAttribute(
      'sizes',
      '(min-width: 48rem) 33vw, 100vw',
    )
    expect(screen.getByText('30 Tage Rückgaberecht')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '/de/service/versand' })).toHaveAttribute(
      'href',
      '/de/service/versand',
    )
  })
})
