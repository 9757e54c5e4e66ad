import { graphql } from '@/gql-content'
import type {
  GetContentBySlugOrUrlQuery,
  GetContentBySlugOrUrlQueryVariables,
  SalesEvent_Where,
} from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * What a path that is no catalogue page may be (SPEC.md section 7:
 * GetContentBySlugOrUrl): a page of the site by its url, or a sales event
 * by its slug. The page comes whole; a sales event only by its slug, since
 * both with all their blocks would pass the server's complexity limit; its
 * splash page loads next (GetSalesEventBySlug). A former url of a page
 * answers where the page is now (PageRedirect).
 */
export const GetContentBySlugOrUrlDocument = graphql(`
  query GetContentBySlugOrUrl(
    $url: String!
    $siteCode: String!
    $salesEventWhere: SalesEvent_where!
    $locale: LocaleInputType
  ) {
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
    SalesEvents(where: $salesEventWhere, limit: 1, locale: $locale, fallbackLocale: de) {
      docs {
        id
        slug
      }
    }
    PageRedirect(site: $siteCode, url: $url, locale: $locale) {
      url
    }
  }
`)

/**
 * The sales event filter for a slug: a private sale answers only with its
 * access key, which its link carries as ?key=; without one the key stays
 * out of the filter.
 */
export function salesEventWhere(slug: string, accessKey?: string | null): SalesEvent_Where {
  return {
    slug: { equals: slug },
    ...(accessKey ? { accessKey: { equals: accessKey } } : {}),
  }
}

export function getContentBySlugOrUrl(
  locale: Locale,
  variables: GetContentBySlugOrUrlQueryVariables,
  signal?: AbortSignal,
): Promise<GetContentBySlugOrUrlQuery> {
  return content.request(GetContentBySlugOrUrlDocument, locale, variables, signal)
}

export function contentBySlugOrUrlQueryOptions(
  locale: Locale,
  siteCode: string,
  url: string,
  accessKey?: string | null,
) {
  return content.queryOptions(GetContentBySlugOrUrlDocument, locale, {
    url,
    siteCode,
    // A sale lives at /{lang}/{slug}: a longer path is no slug and finds none.
    salesEventWhere: salesEventWhere(url, accessKey),
    locale,
  })
}

export function useContentBySlugOrUrl<TData = GetContentBySlugOrUrlQuery>(
  locale: Locale,
  siteCode: string,
  url: string,
  accessKey?: string | null,
  { queryConfig }: { queryConfig?: QueryConfig<GetContentBySlugOrUrlQuery, TData> } = {},
) {
  return useConfiguredQuery(
    contentBySlugOrUrlQueryOptions(locale, siteCode, url, accessKey),
    queryConfig,
  )
}
