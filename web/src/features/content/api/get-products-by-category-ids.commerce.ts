import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

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
