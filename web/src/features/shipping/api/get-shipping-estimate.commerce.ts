import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { GetShippingEstimateQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

export const getShippingEstimateDocument = graphql(`
  query GetShippingEstimate {
    shippingEstimate {
      country_code
      available
      price {
        value
        currency
      }
      free_shipping_from {
        value
        currency
      }
      extra_min_days
      extra_max_days
    }
  }
`)

export type ShippingEstimate = GetShippingEstimateQuery['shippingEstimate']

/**
 * What shipping to the visitor costs before any goods are chosen: to the
 * signed-in customer's default shipping address's country, else the
 * language's (France for French, Germany otherwise). The answer is the
 * customer's (graphqlApis' customerFields: signing in or out drops it),
 * and the server marks it no-store, so no shared cache keeps it.
 */
export function useShippingEstimate(locale: Locale, enabled = true) {
  return useQuery({
    ...commerce.queryOptions(getShippingEstimateDocument, locale, {}),
    enabled,
    // Rates change rarely; the customer's address book drops it with the session.
    staleTime: 10 * 60_000,
    select: (result) => result.shippingEstimate,
  })
}
