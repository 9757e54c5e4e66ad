import { graphql } from '@/gql'
import type { CustomerAddressFieldsFragment, GetCustomerQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/** An address of the address book, as the customer area shows and edits it. */
export const CustomerAddressFields = graphql(`
  fragment CustomerAddressFields on CustomerAddress {
    id
    uid
    firstname
    lastname
    company
    street
    postcode
    city
    country_code
    region {
      region_id
      region_code
      region
    }
    telephone
    vat_id
    default_billing
    default_shipping
  }
`)

/**
 * The signed-in customer (SPEC.md section 7: GetCustomer): personal data,
 * the newsletter flag (true only once the mailed link is confirmed) and
 * the address book, the defaults first. Answered only for a session; an
 * ended one fails with graphql-authorization, which signs the browser out
 * (app/provider.tsx).
 */
export const GetCustomerDocument = graphql(`
  query GetCustomer {
    customer {
      firstname
      lastname
      email
      date_of_birth
      is_subscribed
      allow_remote_shopping_assistance
      default_billing
      default_shipping
      addresses {
        ...CustomerAddressFields
      }
    }
  }
`)

export type Customer = NonNullable<GetCustomerQuery['customer']>
export type CustomerAddress = CustomerAddressFieldsFragment

export function getCustomer(locale: Locale, signal?: AbortSignal): Promise<GetCustomerQuery> {
  return commerce.request(GetCustomerDocument, locale, {}, signal)
}

/** The customer's data in a language (region and country names follow it). */
export function customerQueryOptions(locale: Locale) {
  return commerce.queryOptions(GetCustomerDocument, locale, {})
}

/** What every change in the customer area invalidates: the customer in every language. */
export const customerOperationKey = commerce.operationKey(GetCustomerDocument)

export function useCustomer<TData = GetCustomerQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetCustomerQuery, TData> } = {},
) {
  return useConfiguredQuery(customerQueryOptions(locale), queryConfig)
}
