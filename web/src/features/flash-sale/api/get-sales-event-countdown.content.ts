import { graphql } from '@/gql-content'
import type { GetSalesEventCountdownQuery } from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * A sales event's countdown by its id, as a countdown block names it: its
 * window, title and where it stands by server time. SalesEvents is never
 * answered from the response cache, so the server's time is now's. Only
 * public, active events answer.
 */
export const GetSalesEventCountdownDocument = graphql(`
  query GetSalesEventCountdown($id: Int!, $locale: LocaleInputType) {
    SalesEvents(where: { id: { equals: $id } }, limit: 1, locale: $locale, fallbackLocale: de) {
      docs {
        ...SalesEventFields
      }
    }
  }
`)

export function salesEventCountdownQueryOptions(locale: Locale, id: number) {
  return content.queryOptions(GetSalesEventCountdownDocument, locale, { id, locale })
}

export function useSalesEventCountdown<TData = GetSalesEventCountdownQuery>(
  locale: Locale,
  id: number,
  { queryConfig }: { queryConfig?: QueryConfig<GetSalesEventCountdownQuery, TData> } = {},
) {
  return useConfiguredQuery(salesEventCountdownQueryOptions(locale, id), queryConfig)
}
