import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '@/gql/graphql'

/** Products per listing page ('show more' adds the next page). */
export const listingPageSize = 24

/** The facets a listing can filter by: their attribute codes are also the URL parameters. */
export const filterCodes = ['category_id', 'manufacturer', 'color', 'size', 'price'] as const
export type FilterCode = (typeof filterCodes)[number]

/** The price facet takes one range at a time; the others any number of values (OR). */
export const singleValueFilters: ReadonlySet<string> = new Set(['price'])

export const sortKeys = [
  'position',
  'relevance',
  'name',
  'price-asc',
  'price-desc',
  'newest',
] as const
export type SortKey = (typeof sortKeys)[number]

const sortInputs: Record<SortKey, ProductAttributeSortInput> = {
  position: { position: 'ASC' },
  relevance: { relevance: 'DESC' },
  name: { name: 'ASC' },
  'price-asc': { price: 'ASC' },
  'price-desc': { price: 'DESC' },
  // DESC: the newest first (ProductAttributeSortInput.new in the commerce schema).
  newest: { new: 'DESC' },
}

/**
 * The orders a listing offers, from the API's sort_fields: each field by
 * the direction people want, price both ways. Fields the shop does not
 * know are left out.
 */
const sortKeysOfField: Record<string, readonly SortKey[]> = {
  position: ['position'],
  relevance: ['relevance'],
  name: ['name'],
  price: ['price-asc', 'price-desc'],
  new: ['newest'],
}

export interface SortFields {
  default: string | null
  options: readonly ({ value: string | null } | null)[] | null
}

/** The sort keys a listing offers and the one it uses unless the visitor chose another. */
export function sortChoices(fields: SortFields | null | undefined): {
  options: SortKey[]
  defaultKey: SortKey | undefined
} {
  const options = [
    ...new Set(
      (fields?.options ?? []).flatMap((option) =>
        option?.value ? (sortKeysOfField[option.value] ?? []) : [],
      ),
    ),
  ]
  const defaultKey = fields?.default ? sortKeysOfField[fields.default]?.[0] : undefined
  return { options, defaultKey: defaultKey ?? options[0] }
}

/** Filters, sort and page of a listing, as its URL holds them: ?manufacturer=12,15&price=50_100&sort=price-asc&page=2 */
export interface ListingState {
  /** Filter code → the chosen values, in the order chosen. */
  filters: ReadonlyMap<FilterCode, readonly string[]>
  /** null: the listing's default order. */
  sort: SortKey | null
  page: number
}

const maxValuesPerFilter = 30
const maxValueLength = 40
/** More pages than a visitor pages through; bounds what a crafted URL can ask for at once. */
export const maxListingPage = 40
const valuePattern = /^[\w.*-]+$/

function isFilterCode(code: string): code is FilterCode {
  return (filterCodes as readonly string[]).includes(code)
}

function isSortKey(key: string | null): key is SortKey {
  return key !== null && (sortKeys as readonly string[]).includes(key)
}

/** Reads the listing's state from the URL; whatever does not fit is ignored. */
export function parseListingState(search: URLSearchParams): ListingState {
  const filters = new Map<FilterCode, string[]>()
  for (const code of filterCodes) {
    // A link writes the values joined by commas, a GET form sends each as a parameter of its own.
    const raw = search.getAll(code)
    if (raw.length === 0) continue
    const values = [
      ...new Set(
        raw
          .flatMap((part) => part.split(','))
          .map((value) => value.trim())
          .filter((value) => value.length <= maxValueLength && valuePattern.test(value)),
      ),
    ].slice(0, singleValueFilters.has(code) ? 1 : maxValuesPerFilter)
    if (values.length > 0) filters.set(code, values)
  }
  const sort = search.get('sort')
  const page = Number.parseInt(search.get('page') ?? '', 10)
  return {
    filters,
    sort: isSortKey(sort) ? sort : null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, maxListingPage) : 1,
  }
}

/**
 * Writes the state into the URL's parameters, keeping the others (such as
 * the search text). Page 1 and the default sort are left out.
 */
export function writeListingState(state: ListingState, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base)
  for (const code of filterCodes) next.delete(code)
  next.delete('sort')
  next.delete('page')
  for (const [code, values] of state.filters) {
    if (values.length > 0) next.set(code, values.join(','))
  }
  if (state.sort) next.set('sort', state.sort)
  if (state.page > 1) next.set('page', String(state.page))
  return next
}

/**
 * The fields a GET form of the listing sends besides its own controls, so
 * that it works without JavaScript: the URL's other parameters (a search's
 * text), the filters and the sort (each unless the form sets it). The page
 * is left out: a new filter or order starts at page 1.
 */
export function formFields(
  state: ListingState,
  base: URLSearchParams,
  own: 'filters' | 'sort',
): [string, string][] {
  const kept = writeListingState(
    {
      filters: own === 'filters' ? new Map() : state.filters,
      sort: own === 'sort' ? null : state.sort,
      page: 1,
    },
    base,
  )
  return [...kept.entries()]
}

/** The state with one value of a filter switched on or off; back to page 1. */
export function toggleFilterValue(state: ListingState, code: string, value: string): ListingState {
  if (!isFilterCode(code)) return state
  const current = state.filters.get(code) ?? []
  const selected = current.includes(value)
  const values = selected
    ? current.filter((v) => v !== value)
    : singleValueFilters.has(code)
      ? [value]
      : [...current, value]
  const filters = new Map(state.filters)
  if (values.length > 0) filters.set(code, values)
  else filters.delete(code)
  return { ...state, filters, page: 1 }
}

export function withoutFilter(state: ListingState, code: FilterCode): ListingState {
  const filters = new Map(state.filters)
  filters.delete(code)
  return { ...state, filters, page: 1 }
}

export function withoutFilters(state: ListingState): ListingState {
  return { ...state, filters: new Map(), page: 1 }
}

export function withSort(state: ListingState, sort: SortKey | null): ListingState {
  return { ...state, sort, page: 1 }
}

/** "50_100" → from 50 to 100; an open end is empty or '*'. */
export function parsePriceRange(value: string): { from?: string; to?: string } | undefined {
  const [from, to, extra] = value.split('_')
  if (extra !== undefined || from === undefined || to === undefined) return undefined
  const bound = (part: string) => (part === '' || part === '*' ? undefined : part)
  const range = { from: bound(from), to: bound(to) }
  if ([range.from, range.to].some((part) => part !== undefined && !/^\d+(\.\d+)?$/.test(part)))
    return undefined
  return {
    ...(range.from !== undefined && { from: range.from }),
    ...(range.to !== undefined && { to: range.to }),
  }
}

/** The API's filter: the listing's own (its category, for one) and the chosen facets. */
export function productFilter(
  state: ListingState,
  base: ProductAttributeFilterInput = {},
): ProductAttributeFilterInput {
  const filter: ProductAttributeFilterInput = { ...base }
  for (const [code, values] of state.filters) {
    if (code === 'price') {
      const range = values[0] === undefined ? undefined : parsePriceRange(values[0])
      if (range) filter.price = range
    } else {
      filter[code] = { in: [...values] }
    }
  }
  return filter
}

export function productSort(sort: SortKey): ProductAttributeSortInput {
  return sortInputs[sort]
}
