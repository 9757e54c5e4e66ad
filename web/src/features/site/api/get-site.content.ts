import { graphql } from '@/gql-content'

/** The site's logo, navigation, header, footer and analytics ids (SPEC.md section 7: GetSite). */
export const GetSiteDocument = graphql(`
  query GetSite($baseUrl: String!, $locale: LocaleInputType) {
    Sites(where: { baseUrl: { equals: $baseUrl } }, limit: 1, locale: $locale, fallbackLocale: de) {
      totalDocs
      docs {
        id
        code
        baseUrl
      }
    }
  }
`)
