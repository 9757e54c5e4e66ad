import { graphql } from '@/gql'
import type { GetRouteQuery, GetRouteQueryVariables } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

export const getRouteDocument = graphql(`
  query GetRoute($url: String!) {
    route(url: $url) {
      type
      relative_url
      redirect_code
      ... on CategoryTree {
        uid
      }
      ... on ProductInterface {
        url_key
      }
    }
  }
`)

export function getRoute(
  locale: Locale,
  variables: GetRouteQueryVariables,
  signal?: AbortSignal,
): Promise<GetRouteQuery> {
  return commerce.request(getRouteDocument, locale, variables, signal)
}

/** What a storefront path (without the language prefix) leads to; null for none. */
export function routeQueryOptions(locale: Locale, url: string) {
  return commerce.queryOptions(getRouteDocument, locale, { url })
}

export function useRoute<TData = GetRouteQuery>(
  locale: Locale,
  url: string,
  { queryConfig }: { queryConfig?: QueryConfig<GetRouteQuery, TData> } = {},
) {
  return useConfiguredQuery(routeQueryOptions(locale, url), queryConfig)
}
