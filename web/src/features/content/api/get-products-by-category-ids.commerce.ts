import { graphql } from '@/gql'
import type {
  GetProductsByCategoryIdsQuery,
  GetProductsByCategoryIdsQueryVariables,
} from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * The first products of categories by their Magento ids, subcategories
 * included, in the categories' own order (SPEC.md section 7:
 * GetProductsByCategoryIds).
 */
export const getProductsByCategoryIdsDocument = graphql(`
  query GetProductsByCategoryIds($ids: [String!]!, $pageSize: Int!) {
    products(filter: { category_id: { in: $ids } }, pageSize: $pageSize, currentPage: 1) {
      items {
        ...ProductCardFields
      }
    }
  }
`)

export function getProductsByCategoryIds(
  locale: Locale,
  variables: GetProductsByCategoryIdsQueryVariables,
  signal?: AbortSignal,
): Promise<GetProductsByCategoryIdsQuery> {
  return commerce.request(getProductsByCategoryIdsDocument, locale, variables, signal)
}

export function productsByCategoryIdsQueryOptions(
  locale: Locale,
  ids: readonly string[],
  pageSize: number,
) {
  return commerce.queryOptions(getProductsByCategoryIdsDocument, locale, {
    ids: [...ids],
    pageSize,
  })
}

export function useProductsByCategoryIds<TData = GetProductsByCategoryIdsQuery>(
  locale: Locale,
  ids: readonly string[],
  pageSize: number,
  { queryConfig }: { queryConfig?: QueryConfig<GetProductsByCategoryIdsQuery, TData> } = {},
) {
  return useConfiguredQuery(productsByCategoryIdsQueryOptions(locale, ids, pageSize), queryConfig)
}
