import { describe, expect, it } from 'vitest'
import {
  formFields,
  maxListingPage,
  parseListingState,
  parsePriceRange,
  productFilter,
  productSort,
  sortChoices,
  toggleFilterValue,
  withSort,
  withoutFilter,
  writeListingState,
} from './listing-state'

const parse = (query: string) => parseListingState(new URLSearchParams(query))

describe('listing state in the URL', () => {
  it('reads filters, sort and page', () => {
    const state = parse('manufacturer=12,15&color=3&price=50_100&sort=price-asc&page=3')
    expect([...state.filters]).toEqual([
      ['manufacturer', ['12', '15']],
      ['color', ['3']],
      ['price', ['50_100']],
    ])
    expect(state.sort).toBe('price-asc')
    expect(state.page).toBe(3)
  })

  it('ignores what does not fit: unknown codes and sorts, strange values, pages out of range', () => {
    const state = parse(
      `foo=1&manufacturer=12,<script>,12&price=1_2,3_4&sort=cheapest&page=${String(maxListingPage + 10)}`,
    )
    expect([...state.filters]).toEqual([
      ['manufacturer', ['12']],
      ['price', ['1_2']],
    ])
    expect(state.sort).toBeNull()
    expect(state.page).toBe(maxListingPage)
    expect(parse('page=-2').page).toBe(1)
    expect(parse('page=abc').page).toBe(1)
  })

  it('writes back only what differs from the default and keeps other parameters', () => {
    const state = parse('q=helm&manufacturer=12&page=1')
    expect(writeListingState(state, new URLSearchParams('q=helm&page=4')).toString()).toBe(
      'q=helm&manufacturer=12',
    )
    expect(writeListingState(withSort(state, 'newest'), new URLSearchParams()).toString()).toBe(
      'manufacturer=12&sort=newest',
    )
  })

  it('toggles values: several of one facet, one price range, back to page 1', () => {
    let state = parse('page=3')
    state = toggleFilterValue(state, 'color', '3')
    state = toggleFilterValue(state, 'color', '4')
    state = toggleFilterValue(state, 'price', '0_25')
    state = toggleFilterValue(state, 'price', '25_50')
    expect(state.page).toBe(1)
    expect(state.filters.get('color')).toEqual(['3', '4'])
    expect(state.filters.get('price')).toEqual(['25_50'])
    state = toggleFilterValue(state, 'color', '3')
    expect(state.filters.get('color')).toEqual(['4'])
    expect(withoutFilter(state, 'color').filters.has('color')).toBe(false)
    expect(toggleFilterValue(state, 'not-a-facet', '1')).toBe(state)
  })
})

describe('the API request of a listing', () => {
  it('adds the chosen facets to the listing’s own filter', () => {
    const state = parse('manufacturer=12,15&price=50_')
    expect(productFilter(state, { category_uid: { eq: 'NA==' } })).toEqual({
      category_uid: { eq: 'NA==' },
      manufacturer: { in: ['12', '15'] },
      price: { from: '50' },
    })
  })

  it('reads price ranges with open ends and refuses others', () => {
    expect(parsePriceRange('50_100')).toEqual({ from: '50', to: '100' })
    expect(parsePriceRange('*_25')).toEqual({ to: '25' })
    expect(parsePriceRange('200_')).toEqual({ from: '200' })
    expect(parsePriceRange('a_b')).toBeUndefined()
    expect(parsePriceRange('1_2_3')).toBeUndefined()
  })

  it('sorts newest first the way the commerce API reads it', () => {
    expect(productSort('price-desc')).toEqual({ price: 'DESC' })
    expect(productSort('newest')).toEqual({ new: 'DESC' })
  })

  it('offers the sort fields the API names, price both ways, its default first', () => {
    expect(
      sortChoices({
        default: 'relevance',
        options: [
          { value: 'relevance' },
          { value: 'position' },
          { value: 'price' },
          { value: 'new' },
          { value: 'unknown' },
          null,
        ],
      }),
    ).toEqual({
      options: ['relevance', 'position', 'price-asc', 'price-desc', 'newest'],
      defaultKey: 'relevance',
    })
    expect(sortChoices(undefined)).toEqual({ options: [], defaultKey: undefined })
  })

  it('reads the values a GET form sends one by one as it reads a link’s joined ones', () => {
    const state = parse('q=reithose&manufacturer=12&manufacturer=15,16&color=3&price=&sort=name')
    expect([...state.filters]).toEqual([
      ['manufacturer', ['12', '15', '16']],
      ['color', ['3']],
    ])
    expect(state.sort).toBe('name')
  })

  it('gives a listing form what it sends besides its own controls, never the page', () => {
    const base = new URLSearchParams('q=reithose&manufacturer=12,15&sort=price-asc&page=3')
    const state = parseListingState(base)
    expect(formFields(state, base, 'filters')).toEqual([
      ['q', 'reithose'],
      ['sort', 'price-asc'],
    ])
    expect(formFields(state, base, 'sort')).toEqual([
      ['q', 'reithose'],
      ['manufacturer', '12,15'],
    ])
  })
})
