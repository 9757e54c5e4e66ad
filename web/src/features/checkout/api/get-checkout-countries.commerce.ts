import { graphql } from '@/gql'
import type { GetCheckoutCountriesQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/** The countries the shop delivers to, named in the page's language, with their regions. */
export const GetCheckoutCountriesDocument = graphql(`
  query GetCheckoutCountries {
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

export type DeliveryCountry = NonNullable<
  NonNullable<GetCheckoutCountriesQuery['countries']>[number]
>

export function checkoutCountriesQueryOptions(locale: Locale) {
  return {
    ...commerce.queryOptions(GetCheckoutCountriesDocument, locale, {}),
    staleTime: 30 * 60_000,
  }
}

export function useCheckoutCountries<TData = GetCheckoutCountriesQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetCheckoutCountriesQuery, TData> } = {},
) {
  return useConfiguredQuery(checkoutCountriesQueryOptions(locale), queryConfig)
}
