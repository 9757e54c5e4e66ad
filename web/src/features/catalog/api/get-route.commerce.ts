import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

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

/** What a storefront path (without the language prefix) leads to; null for none. */
export function routeQueryOptions(locale: Locale, url: string) {
  return commerce.queryOptions(getRouteDocument, locale, { url })
}
