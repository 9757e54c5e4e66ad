import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type {
  GetProductsByRelationCodeQuery,
  GetProductsByRelationCodeQueryVariables,
} from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

export const getProductsByRelationCodeDocument = graphql(`
  query GetProductsByRelationCode($relationCode: String!) {
    products(filter: { product_relation_code: { eq: $relationCode } }, pageSize: 24) {
      items {
        uid
        name
        url_key
        url_suffix
        color
        stock_status
      }
    }
  }
`)

export function getProductsByRelationCode(
  locale: Locale,
  variables: GetProductsByRelationCodeQueryVariables,
  signal?: AbortSignal,
): Promise<GetProductsByRelationCodeQuery> {
  return commerce.request(getProductsByRelationCodeDocument, locale, variables, signal)
}

export function productsByRelationCodeQueryOptions(locale: Locale, relationCode: string) {
  return commerce.queryOptions(getProductsByRelationCodeDocument, locale, { relationCode })
}

/** The same item in its other colours: every product sharing the product_relation_code. */
export function useProductsByRelationCode(locale: Locale, relationCode: string | null | undefined) {
  return useQuery({
    ...productsByRelationCodeQueryOptions(locale, relationCode ?? ''),
    enabled: !!relationCode,
    select: (result) => result.products?.items?.flatMap((item) => (item ? [item] : [])) ?? [],
  })
}
