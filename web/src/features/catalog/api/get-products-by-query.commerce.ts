import { graphql } from '@/gql'
import type {
  GetProductsByQueryQuery,
  GetProductsByQueryQueryVariables,
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
} from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

export const getProductsByQueryDocument = graphql(`
  query GetProductsByQuery(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $withAggregations: Boolean!
  ) {
    products(
      search: $search
      filter: $filter
      sort: $sort
      pageSize: $pageSize
      currentPage: $currentPage
    ) {
      ...ProductListingFields
    }
  }
`)

export interface ProductsQuery {
  search?: string
  filter?: ProductAttributeFilterInput
  sort?: ProductAttributeSortInput
  pageSize: number
  currentPage: number
  /** The facets and sort fields of the whole result; a listing asks for them with its first page only. */
  withAggregations: boolean
}

export function getProductsByQuery(
  locale: Locale,
  variables: GetProductsByQueryQueryVariables,
  signal?: AbortSignal,
): Promise<GetProductsByQueryQuery> {
  return commerce.request(getProductsByQueryDocument, locale, variables, signal)
}

/** Products by search text and filters, sorted and paged, with the facets and sort fields of the whole result. */
export function productsQueryOptions(locale: Locale, query: ProductsQuery) {
  return commerce.queryOptions(getProductsByQueryDocument, locale, query)
}

export function useProductsByQuery<TData = GetProductsByQueryQuery>(
  locale: Locale,
  query: ProductsQuery,
  { queryConfig }: { queryConfig?: QueryConfig<GetProductsByQueryQuery, TData> } = {},
) {
  return useConfiguredQuery(productsQueryOptions(locale, query), queryConfig)
}
