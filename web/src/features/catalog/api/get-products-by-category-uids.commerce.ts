import { graphql } from '@/gql'
import type {
  GetProductsByCategoryUIdsQuery,
  GetProductsByCategoryUIdsQueryVariables,
} from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * A page of the products of categories (their subcategories included), with
 * the facets chosen, sorted; the first page with facets and sort fields.
 */
export const getProductsByCategoryUIdsDocument = graphql(`
  query GetProductsByCategoryUIds(
    $uids: [String!]!
    $categoryIds: FilterEqualTypeInput
    $manufacturer: FilterEqualTypeInput
    $color: FilterEqualTypeInput
    $size: FilterEqualTypeInput
    $price: FilterRangeTypeInput
    $sort: ProductAttributeSortInput
    $page: Int!
    $pageSize: Int!
    $withAggregations: Boolean!
  ) {
    products(
      filter: {
        category_uid: { in: $uids }
        category_id: $categoryIds
        manufacturer: $manufacturer
        color: $color
        size: $size
        price: $price
      }
      sort: $sort
      currentPage: $page
      pageSize: $pageSize
    ) {
      ...ProductListingFields
    }
  }
`)

export function getProductsByCategoryUIds(
  locale: Locale,
  variables: GetProductsByCategoryUIdsQueryVariables,
  signal?: AbortSignal,
): Promise<GetProductsByCategoryUIdsQuery> {
  return commerce.request(getProductsByCategoryUIdsDocument, locale, variables, signal)
}

/** One page of a category listing (use-product-listing.ts builds its variables from the URL). */
export function productsByCategoryUIdsQueryOptions(
  locale: Locale,
  variables: GetProductsByCategoryUIdsQueryVariables,
) {
  return commerce.queryOptions(getProductsByCategoryUIdsDocument, locale, variables)
}

export function useProductsByCategoryUIds<TData = GetProductsByCategoryUIdsQuery>(
  locale: Locale,
  variables: GetProductsByCategoryUIdsQueryVariables,
  { queryConfig }: { queryConfig?: QueryConfig<GetProductsByCategoryUIdsQuery, TData> } = {},
) {
  return useConfiguredQuery(productsByCategoryUIdsQueryOptions(locale, variables), queryConfig)
}
