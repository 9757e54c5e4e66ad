import { graphql } from '@/gql'
import type { GetCountriesQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * The countries the shop delivers to, named and sorted in the page's
 * language, with their regions (SPEC.md section 7: GetCountries): the
 * address form's pickers. Only that form asks for the regions, so the
 * start-up's GetShopData stays without them.
 */
export const GetCountriesDocument = graphql(`
  query GetCountries {
    countries {
      id
      full_name_locale
      available_regions {
        id
        code
        name
      }
    }
  }
`)

export type Country = NonNullable<NonNullable<GetCountriesQuery['countries']>[number]>

export function getCountries(locale: Locale, signal?: AbortSignal): Promise<GetCountriesQuery> {
  return commerce.request(GetCountriesDocument, locale, {}, signal)
}

export function countriesQueryOptions(locale: Locale) {
  return {
    ...commerce.queryOptions(GetCountriesDocument, locale, {}),
    // The delivery countries change with a deployment, not within a visit.
    staleTime: 30 * 60_000,
  }
}

export function useCountries<TData = GetCountriesQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetCountriesQuery, TData> } = {},
) {
  return useConfiguredQuery(countriesQueryOptions(locale), queryConfig)
}
