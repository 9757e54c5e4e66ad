import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { ProductListingFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import type { Locale } from '@/lib/locale'
import {
  getProductsByCategoryUIds,
  productsByCategoryUIdsQueryOptions,
} from '../api/get-products-by-category-uids.commerce'
import { getProductsByQuery, productsQueryOptions } from '../api/get-products-by-query.commerce'
import {
  listingPageSize,
  parseListingState,
  productFilter,
  productSort,
  sortChoices,
  writeListingState,
  type ListingState,
} from '../lib/listing-state'
import { present } from '../lib/product'
import { toProductCard } from '../lib/product-card'

/** Where a listing's products come from: a category (GetProductsByCategoryUIds) or a search text (GetProductsByQuery). */
export type ListingSource = { kind: 'category'; uid: string } | { kind: 'search'; text: string }

interface ListingResult {
  products: ProductListingFieldsFragment | null
}

/**
 * The request of one page. Without a sort chosen the API's own default
 * applies (position in a category, relevance for a search), so the first
 * request needs no knowledge of the listing's sort fields.
 */
export function listingPageQuery(
  locale: Locale,
  source: ListingSource,
  state: ListingState,
  page: number,
) {
  const common = {
    ...(state.sort && { sort: productSort(state.sort) }),
    pageSize: listingPageSize,
    withAggregations: page === 1,
  }
  const facets = productFilter(state)
  if (source.kind === 'category') {
    const variables = {
      ...common,
      uids: [source.uid],
      ...(facets.category_id && { categoryIds: facets.category_id }),
      ...(facets.manufacturer && { manufacturer: facets.manufacturer }),
      ...(facets.color && { color: facets.color }),
      ...(facets.size && { size: facets.size }),
      ...(facets.price && { price: facets.price }),
      page,
    }
    return queryOptions<ListingResult>({
      queryKey: productsByCategoryUIdsQueryOptions(locale, variables).queryKey,
      queryFn: ({ signal }) => getProductsByCategoryUIds(locale, variables, signal),
    })
  }
  const variables = { ...common, search: source.text, filter: facets, currentPage: page }
  return queryOptions<ListingResult>({
    queryKey: productsQueryOptions(locale, variables).queryKey,
    queryFn: ({ signal }) => getProductsByQuery(locale, variables, signal),
  })
}

/** The request of a listing's first page for the URL's query string. */
export function firstListingPage(locale: Locale, source: ListingSource, search: URLSearchParams) {
  return listingPageQuery(locale, source, parseListingState(search), 1)
}

/**
 * A product listing whose filters, sort and page live in the URL. The first
 * page brings the total, the facets and the sort fields; while new filters
 * load, the previous results stay on screen. The pages after it load one
 * request each (useListingPage), so a URL with page=3 shows pages 1 to 3.
 */
export function useProductListing(source: ListingSource) {
  const locale = useLocale()
  const [searchParams, setSearchParams] = useSearchParams()
  const state = useMemo(() => parseListingState(searchParams), [searchParams])

  const first = useQuery({
    ...listingPageQuery(locale, source, state, 1),
    placeholderData: keepPreviousData,
  })
  const products = first.data?.products
  const total = products?.total_count ?? 0
  const lastPage = Math.max(1, Math.min(state.page, Math.ceil(total / listingPageSize)))
  const sortFields = sortChoices(products?.sort_fields)

  const update = useCallback(
    (next: ListingState) => {
      // flushSync: the checkbox or option chosen shows its new state at once.
      setSearchParams(writeListingState(next, searchParams), {
        preventScrollReset: true,
        flushSync: true,
      })
    },
    [searchParams, setSearchParams],
  )

  return {
    state,
    /** The URL's parameters, the listing's and any other (a search's text). */
    params: searchParams,
    /** The order shown: the visitor's choice, else the listing's default. */
    sort: state.sort ?? sortFields.defaultKey,
    /** The orders the API offers for this listing. */
    sortOptions: sortFields.options,
    /** The default order, left out of the URL. */
    defaultSort: sortFields.defaultKey,
    /** The first page's products. */
    items: present(products?.items).map(toProductCard),
    total,
    /** The page numbers after the first that the URL asks for. */
    morePages: Array.from({ length: lastPage - 1 }, (_, index) => index + 2),
    /** How many products the pages shown hold (the line "24 of 153 viewed"). */
    shown: Math.min(lastPage * listingPageSize, total),
    aggregations: present(products?.aggregations),
    /** Nothing to show yet: the first page is on its way. */
    isPending: first.isPending,
    error: first.error,
    /** Filters or sort changed and the results on screen are the previous ones. */
    isRefreshing: first.isPlaceholderData,
    /** The URL of the next page, while there is one. */
    nextPage:
      lastPage * listingPageSize < total
        ? `?${writeListingState({ ...state, page: lastPage + 1 }, searchParams).toString()}`
        : undefined,
    update,
    /** The request of one of the pages after the first. */
    pageQuery: (page: number) => listingPageQuery(locale, source, state, page),
  }
}

export type ProductListingModel = ReturnType<typeof useProductListing>

/** One of the pages after the first: its products once they are there. */
export function useListingPage(listing: ProductListingModel, page: number) {
  const { data, error, isPending } = useQuery(listing.pageQuery(page))
  if (error) throw error
  return { items: present(data?.products?.items).map(toProductCard), isPending }
}
