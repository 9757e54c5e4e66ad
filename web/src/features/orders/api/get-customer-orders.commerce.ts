import { graphql } from '@/gql'
import type { GetCustomerOrdersQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * A page of the signed-in customer's orders, newest first (Magento 2.4.7's
 * customer.orders with sort): what the list and the overview's latest
 * order show of each. The status comes as the customer reads it, in the
 * Store header's language.
 */
export const GetCustomerOrdersDocument = graphql(`
  query GetCustomerOrders($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(
        currentPage: $currentPage
        pageSize: $pageSize
        sort: { sort_field: CREATED_AT, sort_direction: DESC }
      ) {
        items {
          id
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
          items {
            id
            quantity_ordered
          }
        }
        page_info {
          current_page
          page_size
          total_pages
        }
        total_count
      }
    }
  }
`)

export type CustomerOrders = NonNullable<NonNullable<GetCustomerOrdersQuery['customer']>['orders']>
export type CustomerOrderSummary = NonNullable<CustomerOrders['items'][number]>

/** SPEC.md section 9: the orders list's page size. */
export const ordersPageSize = 10

export interface CustomerOrdersVariables {
  currentPage: number
  pageSize: number
}

export function getCustomerOrders(
  locale: Locale,
  variables: CustomerOrdersVariables,
  signal?: AbortSignal,
): Promise<GetCustomerOrdersQuery> {
  return commerce.request(GetCustomerOrdersDocument, locale, variables, signal)
}

/**
 * A page of the orders in a language (status labels and errors follow it),
 * asked again on every visit: a new order, a payment or a shipment changes
 * it on the server, not through this browser's mutations.
 */
export function customerOrdersQueryOptions(locale: Locale, variables: CustomerOrdersVariables) {
  return { ...commerce.queryOptions(GetCustomerOrdersDocument, locale, variables), staleTime: 0 }
}

/** Every cached page of the orders, in every language: what a new order invalidates. */
export const customerOrdersOperationKey = commerce.operationKey(GetCustomerOrdersDocument)

export function useCustomerOrders<TData = GetCustomerOrdersQuery>(
  locale: Locale,
  variables: CustomerOrdersVariables,
  { queryConfig }: { queryConfig?: QueryConfig<GetCustomerOrdersQuery, TData> } = {},
) {
  return useConfiguredQuery(customerOrdersQueryOptions(locale, variables), queryConfig)
}
