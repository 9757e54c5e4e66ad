import { graphql } from '@/gql'
import type { GetWithdrawalOrdersQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * What the withdrawal form fills in for a signed-in customer: name and
 * address, and the latest orders with their items to choose from.
 */
export const GetWithdrawalOrdersDocument = graphql(`
  query GetWithdrawalOrders($pageSize: Int!) {
    customer {
      firstname
      lastname
      email
      orders(
        currentPage: 1
        pageSize: $pageSize
        sort: { sort_field: CREATED_AT, sort_direction: DESC }
      ) {
        items {
          id
          number
          order_date
          items {
            id
            product_name
            product_sku
            quantity_ordered
          }
        }
      }
    }
  }
`)

export type WithdrawalCustomer = NonNullable<GetWithdrawalOrdersQuery['customer']>
export type WithdrawalOrder = NonNullable<
  NonNullable<WithdrawalCustomer['orders']>['items'][number]
>

/** The orders offered: the latest ones (the API's largest page). */
export const withdrawalOrdersPageSize = 50

export function getWithdrawalOrders(
  locale: Locale,
  signal?: AbortSignal,
): Promise<GetWithdrawalOrdersQuery> {
  return commerce.request(
    GetWithdrawalOrdersDocument,
    locale,
    { pageSize: withdrawalOrdersPageSize },
    signal,
  )
}

/** Asked again on every visit: orders ship and change on the server. */
export function withdrawalOrdersQueryOptions(locale: Locale) {
  return {
    ...commerce.queryOptions(GetWithdrawalOrdersDocument, locale, {
      pageSize: withdrawalOrdersPageSize,
    }),
    staleTime: 0,
  }
}

/** Every language's answer: what a declaration invalidates. */
export const withdrawalOrdersOperationKey = commerce.operationKey(GetWithdrawalOrdersDocument)

export function useWithdrawalOrders<TData = GetWithdrawalOrdersQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetWithdrawalOrdersQuery, TData> } = {},
) {
  return useConfiguredQuery(withdrawalOrdersQueryOptions(locale), queryConfig)
}
