import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests } from '@/testing/commerce-api'
import { renderRoute } from '@/testing/render-route'

describe('the search page', () => {
  it('shows title, hit count, the field with the text, facets and the hits', async () => {
    renderRoute('/de/search?q=reithose')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „reithose“' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('2 Treffer')).toBeInTheDocument()
    const refine = screen.getByRole('search', { name: 'Suche ändern' })
    expect(within(refine).getByRole('searchbox', { name: 'Suche' })).toHaveValue('reithose')
    expect(within(refine).getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Artikel, Marken, Artikelnummer …',
    )
    expect(screen.getByRole('group', { name: 'Hersteller' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    // Relevance is the default order of a search, offered first.
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('relevance')
    expect(commerceRequests('GetProductsByQuery')[0]?.variables).toMatchObject({
      search: 'reithose',
      withAggregations: true,
    })
  })

  it('says when nothing matched and offers tips and the categories', async () => {
    renderRoute('/de/search?q=zzqxw')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Keine Treffer für „zzqxw“' }),
    ).toBeInTheDocument()
    expect(screen.getByText('0 Treffer')).toBeInTheDocument()
    expect(screen.getByText('Prüfen Sie die Schreibweise.')).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(await within(main).findByRole('link', { name: 'Gutscheine' })).toHaveAttribute(
      'href',
      '/de/gutscheine',
    )
  })

  it('asks for a text when there is none, and searches what is typed', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute('/de/search')
    expect(await screen.findByRole('heading', { level: 1, name: 'Suche' })).toBeInTheDocument()
    const field = within(screen.getByRole('search', { name: 'Suche ändern' })).getByRole(
      'searchbox',
    )
    await user.type(field, 'mineral{Enter}')
    expect(router.state.location.search).toBe('?q=mineral')
    expect(await screen.findByText('1 Treffer')).toBeInTheDocument()
  })

  it('speaks the language of the URL', async () => {
    renderRoute('/fr/search?q=pantalon')
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Résultats pour «\spantalon\s»$/ }),
    ).toBeInTheDocument()
    expect(await screen.findByText(/^2\srésultats$/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pantalon à basanes genoux Ella' })).toHaveAttribute(
      'href',
      '/fr/pantalon-basanes-genoux-ella',
    )
  })
})
