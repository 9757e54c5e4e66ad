import { graphql } from '@/gql-content'
import type { GetPageQuery, GetPageQueryVariables } from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

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

export function getPage(
  locale: Locale,
  variables: GetPageQueryVariables,
  signal?: AbortSignal,
): Promise<GetPageQuery> {
  return content.request(GetPageDocument, locale, variables, signal)
}

/** The page at url (the path below /{lang}/, '' for the home page) of the site. */
export function pageQueryOptions(locale: Locale, siteCode: string, url: string) {
  return content.queryOptions(GetPageDocument, locale, { url, siteCode, locale })
}

export function usePage<TData = GetPageQuery>(
  locale: Locale,
  siteCode: string,
  url: string,
  { queryConfig }: { queryConfig?: QueryConfig<GetPageQuery, TData> } = {},
) {
  return useConfiguredQuery(pageQueryOptions(locale, siteCode, url), queryConfig)
}
