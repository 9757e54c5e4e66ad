import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import {
  aggregations,
  categoryQuery,
  productCard,
  products,
  queryProducts,
  sortFields,
} from '@/testing/catalog-fixtures'
import { phoneWidth, setViewportWidth } from '@/testing/match-media'
import { renderRoute } from '@/testing/render-route'

const reithosen = '/de/reiter/reitbekleidung/reithosen'

/** A category of 53 products: three pages of 24. */
function serveLongListing() {
  serveCommerce({
    GetProductsByCategoryUIds: (variables, { locale }) => {
      const pageSize = Number(variables.pageSize)
      const page = Number(variables.page)
      const all = Array.from({ length: 53 }, (_, index) => ({
        ...productCard(products.mineral, locale),
        uid: `P${String(index + 1)}`,
        name: `Mineralfutter ${String(index + 1)}`,
        url_key: `mineralfutter-${String(index + 1)}`,
      }))
      return {
        products: {
          total_count: all.length,
          items: all.slice((page - 1) * pageSize, page * pageSize),
          ...(variables.withAggregations === true && {
            aggregations: aggregations(locale, [products.mineral]),
            sort_fields: sortFields(false),
          }),
        },
      }
    },
  })
}

describe('the category page', () => {
  it('shows breadcrumbs, heading, description, subcategories and the products', async () => {
    renderRoute(reithosen)
    expect(await screen.findByRole('heading', { level: 1, name: 'Reithosen' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de', '/de/reiter', '/de/reiter/reitbekleidung'])
    expect(within(crumbs).getByText('Reithosen')).toHaveAttribute('aria-current', 'page')
    const subcategories = screen.getByRole('navigation', { name: 'Unterkategorien' })
    expect(
      within(subcategories).getByRole('link', { name: /Kniebesatz-Reithosen/ }),
    ).toHaveAttribute('href', '/de/reiter/reitbekleidung/reithosen/kniebesatz-reithosen')
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Kniebesatz-Reithose Ella' })).toHaveAttribute(
      'href',
      '/de/kniebesatz-reithose-ella',
    )
    // A reviewed product's card says its average; one without reviews says nothing of them.
    const [ella, other] = screen.getAllByRole('article')
    expect(ella).toHaveTextContent('4,5 von 5 Sternen aus 3 Bewertungen')
    expect(other).not.toHaveTextContent('Sternen')
    await waitFor(() => {
      expect(document.title).toBe('Reithosen | Paddock')
    })
    // The listing asked for its category and for facets and sort fields with the first page.
    expect(commerceRequests('GetProductsByCategoryUIds')[0]?.variables).toEqual({
      uids: ['NA=='],
      pageSize: 24,
      page: 1,
      withAggregations: true,
    })
  })

  it('keeps a filter in the URL and asks the API for it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute(reithosen)
    const manufacturers = await screen.findByRole('group', { name: 'Hersteller' })
    const hufschlag = within(manufacturers).getByRole('checkbox', { name: /Hufschlag/ })
    await user.click(hufschlag)
    expect(hufschlag).toBeChecked()
    expect(router.state.location.search).toBe('?manufacturer=41')
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1)
    })
    expect(commerceRequests('GetProductsByCategoryUIds').at(-1)?.variables).toMatchObject({
      uids: ['NA=='],
      manufacturer: { in: ['41'] },
    })
    // The chosen filter shows as a chip that removes it.
    await user.click(
      screen.getByRole('button', { name: /Filter entfernen: Hersteller: Hufschlag/ }),
    )
    expect(router.state.location.search).toBe('')
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(2)
    })
  })

  it('restores filter and sort from the URL, and again on back and forward', async () => {
    const { router } = renderRoute(`${reithosen}?manufacturer=42&sort=price-desc`)
    const manufacturers = await screen.findByRole('group', { name: 'Hersteller' })
    expect(within(manufacturers).getByRole('checkbox', { name: /Paddock/ })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('price-desc')
    expect(commerceRequests('GetProductsByCategoryUIds')[0]?.variables).toMatchObject({
      sort: { price: 'DESC' },
      manufacturer: { in: ['42'] },
    })

    await router.navigate(reithosen)
    await waitFor(() => {
      expect(within(manufacturers).getByRole('checkbox', { name: /Paddock/ })).not.toBeChecked()
    })
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('position')
    await router.navigate(-1)
    await waitFor(() => {
      expect(within(manufacturers).getByRole('checkbox', { name: /Paddock/ })).toBeChecked()
    })
  })

  it('sorts by the sort fields the API offers, the default left out of the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute(reithosen)
    const sort = await screen.findByRole('combobox', { name: 'Sortieren nach' })
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Empfehlung',
      'Name (A–Z)',
      'Preis aufsteigend',
      'Preis absteigend',
      'Neueste zuerst',
    ])
    await user.selectOptions(sort, 'Neueste zuerst')
    expect(router.state.location.search).toBe('?sort=newest')
    await user.selectOptions(sort, 'Empfehlung')
    expect(router.state.location.search).toBe('')
  })

  it('adds 24 more with "show more" and says how many of how many were viewed', async () => {
    serveLongListing()
    const user = userEvent.setup()
    const { router } = renderRoute(reithosen)
    expect(await screen.findByText('24 von 53 Artikeln angesehen')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(24)

    await user.click(screen.getByRole('link', { name: 'Mehr anzeigen' }))
    expect(await screen.findByText('48 von 53 Artikeln angesehen')).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(48)
    })
    expect(router.state.location.search).toBe('?page=2')
    // Focus goes to the first product the click added.
    await waitFor(() => {
      expect(document.activeElement).toHaveTextContent('Mineralfutter 25')
    })

    await user.click(screen.getByRole('link', { name: 'Mehr anzeigen' }))
    expect(await screen.findByText('53 von 53 Artikeln angesehen')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Mehr anzeigen' })).toBeNull()
    expect(commerceRequests('GetProductsByCategoryUIds').map((r) => r.variables.page)).toEqual([
      1, 2, 3,
    ])
  })

  it('shows the pages a URL asks for after a reload', async () => {
    serveLongListing()
    renderRoute(`${reithosen}?page=2`)
    expect(await screen.findByText('48 von 53 Artikeln angesehen')).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(48)
    })
  })

  it('puts the filters into a drawer on a phone', async () => {
    setViewportWidth(phoneWidth)
    const user = userEvent.setup()
    const { router } = renderRoute(reithosen)
    await screen.findAllByRole('article')
    expect(screen.queryByRole('group', { name: 'Hersteller' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const drawer = screen.getByRole('dialog', { name: 'Filter' })
    await user.click(within(drawer).getByRole('checkbox', { name: /Paddock/ }))
    expect(router.state.location.search).toBe('?manufacturer=42')
    await user.click(within(drawer).getByRole('button', { name: '1 Artikel anzeigen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says so when the category has no products', async () => {
    serveCommerce({
      GetProductsByCategoryUIds: (variables, { locale }) => ({
        products: {
          ...queryProducts(locale, categoryQuery(variables)).products,
          total_count: 0,
          items: [],
        },
      }),
    })
    renderRoute(reithosen)
    expect(
      await screen.findByText('In dieser Kategorie sind gerade keine Artikel.'),
    ).toBeInTheDocument()
  })
})
