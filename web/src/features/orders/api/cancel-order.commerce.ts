import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type {
  CancelOrderMutation,
  CancelOrderMutationVariables,
  GetCustomerOrderQuery,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { GetCustomerOrderDocument, type CustomerOrder } from './get-customer-order.commerce'
import { customerOrdersOperationKey } from './get-customer-orders.commerce'

/**
 * Cancels the signed-in customer's order nothing of which has shipped
 * (Magento 2.4.7's cancelOrder): order_id is CustomerOrder.id, reason one
 * of storeConfig.order_cancellation_reasons' descriptions in the same
 * language. Its stock comes back, the customer gets a mail and a paid
 * order is refunded in full with a credit note. Answers the order with
 * the detail's fields: cancelled (or refunded), or, when refused, as it is
 * with the refusal in errorV2 (a translated message and its code:
 * ORDER_NOT_FOUND, PARTIAL_ORDER_ITEM_SHIPPED, INVALID_ORDER_STATUS …).
 */
export const CancelOrderDocument = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      errorV2 {
        code
        message
      }
      order {
        ...CustomerOrderDetailFields
      }
    }
  }
`)

export type CancelOrderResult = NonNullable<CancelOrderMutation['cancelOrder']>

export async function cancelOrder(
  locale: Locale,
  variables: CancelOrderMutationVariables,
): Promise<CancelOrderResult> {
  const data = await commerce.request(CancelOrderDocument, locale, variables)
  if (!data.cancelOrder) throw new Error('cancelOrder answered nothing')
  return data.cancelOrder
}

/** Puts an order as the API answered it in the place of the detail's answer, in that language. */
export function storeCustomerOrder(queryClient: QueryClient, locale: Locale, order: CustomerOrder) {
  queryClient.setQueryData<GetCustomerOrderQuery>(
    commerce.queryKey(GetCustomerOrderDocument, locale, { number: order.number }),
    { customer: { orders: { items: [order] } } },
  )
}

/**
 * The cancellation in the page's language. The order it answers, cancelled
 * or as it is when refused, takes the place of the detail's order at once;
 * a cancellation also has the order lists (the list, the overview's latest
 * order) and the order's return information read again (by name: the
 * returns feature owns that document). A refusal is a success of the
 * request: the caller reads errorV2.
 */
export function useCancelOrder({
  mutationConfig,
}: MutationHookOptions<CancelOrderResult, CancelOrderMutationVariables> = {}) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  return useInvalidatingMutation({
    mutationFn: async (variables: CancelOrderMutationVariables) => {
      const result = await cancelOrder(locale, variables)
      if (result.order) storeCustomerOrder(queryClient, locale, result.order)
      return result
    },
    invalidates: (result) =>
      result.errorV2
        ? []
        : [customerOrdersOperationKey, commerce.operationKey('GetOrderReturnInformation')],
    mutationConfig,
  })
}
