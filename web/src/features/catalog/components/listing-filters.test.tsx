import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseListingState } from '../lib/listing-state'
import { ListingFilters, type Facet } from './listing-filters'

const facets: Facet[] = [
  {
    attribute_code: 'manufacturer',
    label: 'Hersteller',
    position: 1,
    options: Array.from({ length: 10 }, (_, index) => ({
      label: `Marke ${String(index + 1)}`,
      value: String(index + 1),
      count: 1,
    })),
  },
  {
    attribute_code: 'price',
    label: 'Preis',
    position: 2,
    options: [{ label: null, value: '50_100', count: 3 }],
  },
]

/** The filters as the server renders them, for a browser without JavaScript. */
function serverMarkup(query: string, noScript = false): Document {
  const state = parseListingState(new URLSearchParams(query))
  const html = renderToString(
    <ListingFilters
      facets={facets}
      state={state}
      attributes={undefined}
      locale="de"
      fields={[
        ['q', 'reithose'],
        ['sort', 'name'],
      ]}
      noScript={noScript}
      onToggle={() => undefined}
      onClear={() => undefined}
    />,
  )
  // Parsed as a browser without JavaScript parses it: a <noscript>'s content as markup.
  return new DOMParser().parseFromString(
    `<body>${html.replaceAll('<noscript>', '<div data-noscript>').replaceAll('</noscript>', '</div>')}</body>`,
    'text/html',
  )
}

describe('the listing filters without JavaScript', () => {
  it('are a GET form whose fields and button the server renders as the URL holds them', () => {
    const doc = serverMarkup('manufacturer=2&price=50_100')
    const form = doc.querySelector('form')
    expect(form?.getAttribute('method')).toBe('get')
    const data = new FormData(form ?? undefined)
    expect([...data.entries()]).toEqual([
      ['q', 'reithose'],
      ['sort', 'name'],
      ['manufacturer', '2'],
      ['price', '50_100'],
    ])
    // The button only a browser without JavaScript shows.
    const apply = doc.querySelector('[data-noscript] button[type="submit"]')
    expect(apply?.textContent).toBe('Filter anwenden')
  })

  it('shows the values a collapsed group hides, whose button needs JavaScript', () => {
    const doc = serverMarkup('')
    const values = [...doc.querySelectorAll<HTMLInputElement>('input[name="manufacturer"]')]
    expect(values.map((input) => input.value)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(index + 1)),
    )
    expect(doc.querySelectorAll('[data-noscript] input[name="manufacturer"]')).toHaveLength(2)
  })

  it('renders the copy inside a <noscript> with every value and a plain button', () => {
    const doc = serverMarkup('', true)
    expect(doc.querySelectorAll('[data-noscript]')).toHaveLength(0)
    expect(doc.querySelectorAll('input[name="manufacturer"]')).toHaveLength(10)
    expect(doc.querySelector('button[aria-expanded]')).toBeNull()
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Filter anwenden')
  })
})
