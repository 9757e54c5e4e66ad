import { graphql } from '@/gql'
import type { GetOrderReturnInformationQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * Whether the signed-in customer can return items of their order (SPEC.md
 * section 7: GetOrderReturnInformation), and which: per item the order
 * item (its id is the one to return, its name, SKU and options), the
 * product's image, what was ordered and what can still be returned, and
 * an item's own refusal (individualised club items); for the order,
 * whether it can be returned at all, why not (one of SPEC.md section 4's
 * reasons, in the Store header's language), the last day, and the
 * carrier whose prepaid label a return gets (null: the label is a
 * reference sheet and the postage is the customer's). Another
 * customer's number and an unknown one answer alike: NOT_FOUND.
 */
export const GetOrderReturnInformationDocument = graphql(`
  query GetOrderReturnInformation($incrementId: String!) {
    orderReturnInformation(incrementId: $incrementId) {
      isReturnable
      refusal {
        code
        message
      }
      returnableUntil
      prepaidLabelCarrier
      items {
        order_item {
          id
          product_name
          product_sku
          selected_options {
            label
            value
          }
          entered_options {
            label
            value
          }
        }
        product {
          small_image {
            url
            label
          }
        }
        qtyOrdered
        qtyReturnable
        refusal {
          code
          message
        }
      }
    }
  }
`)

export type OrderReturnInformation = GetOrderReturnInformationQuery['orderReturnInformation']
export type OrderReturnItem = OrderReturnInformation['items'][number]
export type ReturnRefusal = NonNullable<OrderReturnInformation['refusal']>

export function getOrderReturnInformation(
  locale: Locale,
  incrementId: string,
  signal?: AbortSignal,
): Promise<GetOrderReturnInformationQuery> {
  // POST only: the server keeps a customer's order number out of URLs (commerce.OrderFields).
  return commerce.request(GetOrderReturnInformationDocument, locale, { incrementId }, signal, {
    postOnly: true,
  })
}

/**
 * An order's return information in a language, asked again on every
 * visit: shipments, deliveries and earlier returns change it on the server.
 */
export function orderReturnInformationQueryOptions(locale: Locale, incrementId: string) {
  return {
    queryKey: commerce.queryKey(GetOrderReturnInformationDocument, locale, { incrementId }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getOrderReturnInformation(locale, incrementId, signal),
    staleTime: 0,
  }
}

/** Every cached return information, in every language. */
export const orderReturnInformationOperationKey = commerce.operationKey(
  GetOrderReturnInformationDocument,
)

export function useOrderReturnInformation<TData = GetOrderReturnInformationQuery>(
  locale: Locale,
  incrementId: string,
  { queryConfig }: { queryConfig?: QueryConfig<GetOrderReturnInformationQuery, TData> } = {},
) {
  return useConfiguredQuery(orderReturnInformationQueryOptions(locale, incrementId), queryConfig)
}
