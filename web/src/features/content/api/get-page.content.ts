import { graphql } from '@/gql-content'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/** A published page of a site by its url (SPEC.md section 7: GetPage); German fills gaps. */
export const GetPageDocument = graphql(`
  query GetPage($url: String!, $siteCode: String!, $locale: LocaleInputType) {
    Pages(
      where: { url: { equals: $url }, siteCode: { equals: $siteCode } }
      limit: 1
      locale: $locale
      fallbackLocale: de
    ) {
      docs {
        ...PageFields
      }
    }
  }
`)

/** The page at url (the path below /{lang}/, '' for the home page) of the site. */
export function pageQueryOptions(locale: Locale, siteCode: string, url: string) {
  return content.queryOptions(GetPageDocument, locale, { url, siteCode, locale })
}
