import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { GetProductsBySkuQuery, GetProductsBySkuQueryVariables } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/** One product by its SKU (SPEC.md section 7: GetProductsBySku), for the link to a sale's product. */
export const getProductsBySkuDocument = graphql(`
  query GetProductsBySku($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        name
        url_key
        url_suffix
      }
    }
  }
`)

export function getProductsBySku(
  locale: Locale,
  variables: GetProductsBySkuQueryVariables,
  signal?: AbortSignal,
): Promise<GetProductsBySkuQuery> {
  return commerce.request(getProductsBySkuDocument, locale, variables, signal)
}

export function productBySkuQueryOptions(locale: Locale, sku: string) {
  return commerce.queryOptions(getProductsBySkuDocument, locale, { sku })
}

/** The product of the SKU with a url key, or null; nothing is asked without a SKU. */
export function useProductBySku(locale: Locale, sku: string | null | undefined) {
  return useQuery({
    ...productBySkuQueryOptions(locale, sku ?? ''),
    enabled: !!sku,
    select: (result) => result.products?.items?.find((item) => item?.url_key) ?? null,
  })
}
