import { graphql } from '@/gql'
import type { GetCheckoutCustomerQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * The signed-in customer's name and saved addresses, for the address step:
 * pick one, or type a new one with the name filled in.
 */
export const GetCheckoutCustomerDocument = graphql(`
  query GetCheckoutCustomer {
    customer {
      firstname
      lastname
      email
      addresses {
        id
        firstname
        lastname
        company
        street
        postcode
        city
        country_code
        region {
          region_id
          region
        }
        telephone
        vat_id
        default_billing
        default_shipping
      }
    }
  }
`)

export type CheckoutCustomer = NonNullable<GetCheckoutCustomerQuery['customer']>
export type SavedAddress = NonNullable<NonNullable<CheckoutCustomer['addresses']>[number]>

export function checkoutCustomerQueryOptions(locale: Locale) {
  return commerce.queryOptions(GetCheckoutCustomerDocument, locale, {})
}

export function useCheckoutCustomer<TData = GetCheckoutCustomerQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetCheckoutCustomerQuery, TData> } = {},
) {
  return useConfiguredQuery(checkoutCustomerQueryOptions(locale), queryConfig)
}
