import { graphql } from '@/gql-content'
import type {
  GetSalesEventBySlugQuery,
  GetSalesEventBySlugQueryVariables,
  SalesEvent_Where,
} from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * A sales event with its splash page (SPEC.md section 7:
 * GetSalesEventBySlug). Only active events answer; a private sale only
 * with its access key.
 */
export const GetSalesEventBySlugDocument = graphql(`
  query GetSalesEventBySlug($where: SalesEvent_where!, $locale: LocaleInputType) {
    SalesEvents(where: $where, limit: 1, locale: $locale, fallbackLocale: de) {
      docs {
        ...SalesEventFields
        meta {
          title
          description
          robots
        }
        blocks {
          ...BlockFields
        }
      }
    }
  }
`)

export type SalesEvent = NonNullable<GetSalesEventBySlugQuery['SalesEvents']>['docs'][number]

/** The private sale's key joins the filter only when the link carried one (?key=). */
function where(slug: string, accessKey: string | null | undefined): SalesEvent_Where {
  return { slug: { equals: slug }, ...(accessKey ? { accessKey: { equals: accessKey } } : {}) }
}

export function getSalesEventBySlug(
  locale: Locale,
  variables: GetSalesEventBySlugQueryVariables,
  signal?: AbortSignal,
): Promise<GetSalesEventBySlugQuery> {
  return content.request(GetSalesEventBySlugDocument, locale, variables, signal)
}

export function salesEventQueryOptions(locale: Locale, slug: string, accessKey?: string | null) {
  return content.queryOptions(GetSalesEventBySlugDocument, locale, {
    where: where(slug, accessKey),
    locale,
  })
}

export function useSalesEventBySlug<TData = GetSalesEventBySlugQuery>(
  locale: Locale,
  slug: string,
  accessKey?: string | null,
  { queryConfig }: { queryConfig?: QueryConfig<GetSalesEventBySlugQuery, TData> } = {},
) {
  return useConfiguredQuery(salesEventQueryOptions(locale, slug, accessKey), queryConfig)
}
