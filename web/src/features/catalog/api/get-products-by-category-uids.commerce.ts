import { graphql } from '@/gql'

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
