import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import { Pagination, paginationRange } from './pagination'

const labels = {
  navigation: 'Seiten',
  previous: 'Zurück',
  next: 'Weiter',
  page: (page: number) => `Seite ${String(page)}`,
}

describe('paginationRange', () => {
  it('shows every page while they fit (sibling count 2)', () => {
    expect(paginationRange(1, 1)).toEqual([1])
    expect(paginationRange(1, 0)).toEqual([1])
    expect(paginationRange(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('leaves out pages beyond two siblings, with as many entries on every page', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 20])
    expect(paginationRange(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 20])
    expect(paginationRange(6, 20)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 20])
    expect(paginationRange(16, 20)).toEqual([1, 'gap-start', 14, 15, 16, 17, 18, 19, 20])
    expect(paginationRange(20, 20)).toEqual([1, 'gap-start', 14, 15, 16, 17, 18, 19, 20])
    // A page out of range counts as the nearest end.
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20))
  })
})

describe('Pagination', () => {
  const hrefFor = (page: number) => `/de/list?page=${String(page)}`

  it('disables previous on the first page and next on the last', () => {
    const { unmount } = renderComponent(
      <Pagination page={1} pageCount={3} hrefFor={hrefFor} labels={labels} />,
    )
    const nav = screen.getByRole('navigation', { name: 'Seiten' })
    expect(within(nav).getByRole('link', { name: 'Zurück' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(nav).getByRole('link', { name: 'Zurück' })).not.toHaveAttribute('href')
    expect(within(nav).getByRole('link', { name: 'Weiter' })).toHaveAttribute(
      'href',
      '/de/list?page=2',
    )
    expect(within(nav).getByRole('link', { name: 'Seite 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    unmount()

    renderComponent(<Pagination page={3} pageCount={3} hrefFor={hrefFor} labels={labels} />)
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/de/list?page=2')
  })

  it('shows nothing for one page', () => {
    renderComponent(<Pagination page={1} pageCount={1} hrefFor={hrefFor} labels={labels} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
