import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests } from '@/testing/commerce-api'
import { renderRoute } from '@/testing/render-route'

/** The header's search field on the home page, with suggestions from the test catalogue. */
async function searchBox() {
  const view = renderRoute('/de')
  const box = await screen.findByRole('combobox', { name: 'Suche' })
  return { ...view, box }
}

describe('the header search box', () => {
  it('suggests products once typing pauses, as a listbox the combobox controls', async () => {
    const user = userEvent.setup()
    const { box } = await searchBox()
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).toHaveAttribute('aria-autocomplete', 'list')

    await user.type(box, 'reithose')
    const listbox = await screen.findByRole('listbox', { name: 'Suchvorschläge' })
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(box).toHaveAttribute('aria-controls', listbox.id)
    const options = await within(listbox).findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Kniebesatz-Reithose Ella\s*ab 44,95\s€$/),
      expect.stringMatching(/^Kniebesatz-Reithose Wilma\s*64,95\s€$/),
      'Alle 2 Ergebnisse für „reithose“ anzeigen',
    ])
    // Screen readers hear how many there are.
    expect(screen.getByText(/^2 Vorschläge/)).toHaveAttribute('role', 'status')
    // Debounced: one request for the text once typing paused, none per keystroke.
    const searches = commerceRequests('GetProductsByQuery').filter((r) => r.variables.search)
    expect(searches.map((r) => r.variables.search)).toEqual(['reithose'])
    expect(searches[0]?.variables).toMatchObject({ pageSize: 5, withAggregations: false })
  })

  it('moves through the options with the arrow keys and opens the product on Enter', async () => {
    const user = userEvent.setup()
    const { box, router } = await searchBox()
    await user.type(box, 'reithose')
    const listbox = await screen.findByRole('listbox')
    await within(listbox).findAllByRole('option')
    await user.keyboard('{ArrowDown}')
    const [first, second] = within(listbox).getAllByRole('option')
    expect(box).toHaveAttribute('aria-activedescendant', first?.id)
    expect(first).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', second?.id)
    // Focus stays in the field the whole time.
    expect(box).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/kniebesatz-reithose-wilma')
    })
    expect(box).toHaveValue('')
  })

  it('goes to the search page on Enter without a chosen option', async () => {
    const user = userEvent.setup()
    const { box, router } = await searchBox()
    await user.type(box, 'mineral{Enter}')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/search')
    })
    expect(router.state.location.search).toBe('?q=mineral')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „mineral“' }),
    ).toBeInTheDocument()
  })

  it('closes the list on Escape, then clears the field', async () => {
    const user = userEvent.setup()
    const { box } = await searchBox()
    await user.type(box, 'reithose')
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).toHaveValue('reithose')
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('')
  })

  it('suggests nothing for a single character', async () => {
    const user = userEvent.setup()
    const { box } = await searchBox()
    await user.type(box, 'r')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(commerceRequests('GetProductsByQuery').filter((r) => r.variables.search)).toEqual([])
  })
})
