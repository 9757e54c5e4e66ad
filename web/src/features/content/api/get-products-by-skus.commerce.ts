import { graphql } from '@/gql'
import type {
  GetProductsBySkusQuery,
  GetProductsBySkusQueryVariables,
  ProductCardFieldsFragment,
} from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/** Products by their SKUs (SPEC.md section 7: GetProductsBySkus), as cards. */
export const getProductsBySkusDocument = graphql(`
  query GetProductsBySkus($skus: [String!]!, $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
    }
  }
`)

export function getProductsBySkus(
  locale: Locale,
  variables: GetProductsBySkusQueryVariables,
  signal?: AbortSignal,
): Promise<GetProductsBySkusQuery> {
  return commerce.request(getProductsBySkusDocument, locale, variables, signal)
}

export function productsBySkusQueryOptions(locale: Locale, skus: readonly string[]) {
  return commerce.queryOptions(getProductsBySkusDocument, locale, {
    skus: [...skus],
    pageSize: Math.min(100, Math.max(1, skus.length)),
  })
}

export function useProductsBySkus<TData = GetProductsBySkusQuery>(
  locale: Locale,
  skus: readonly string[],
  { queryConfig }: { queryConfig?: QueryConfig<GetProductsBySkusQuery, TData> } = {},
) {
  return useConfiguredQuery(productsBySkusQueryOptions(locale, skus), queryConfig)
}

/** The products in the order the editor listed their SKUs (the API answers in its own); unknown SKUs drop out. */
export function inSkuOrder(
  result: GetProductsBySkusQuery,
  skus: readonly string[],
): ProductCardFieldsFragment[] {
  const bySku = new Map(
    (result.products?.items ?? []).flatMap((item) =>
      item?.sku ? [[item.sku, item] as const] : [],
    ),
  )
  return skus.flatMap((sku) => {
    const item = bySku.get(sku)
    return item ? [item] : []
  })
}
