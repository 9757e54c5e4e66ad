import { graphql } from '@/gql-content'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * Where a former url of a page of the site leads now (its slug changed):
 * the server answers a direct load with a 301, the storefront's own
 * navigation asks this after a url found no page.
 */
export const GetPageRedirectDocument = graphql(`
  query GetPageRedirect($url: String!, $siteCode: String!, $locale: LocaleInputType) {
    PageRedirect(site: $siteCode, url: $url, locale: $locale) {
      url
    }
  }
`)

export function pageRedirectQueryOptions(locale: Locale, siteCode: string, url: string) {
  return content.queryOptions(GetPageRedirectDocument, locale, { url, siteCode, locale })
}
