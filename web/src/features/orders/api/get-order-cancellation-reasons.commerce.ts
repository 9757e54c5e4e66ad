import { graphql } from '@/gql'
import type { GetOrderCancellationReasonsQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * The reasons a customer picks from when cancelling an order, in display
 * order and in the Store header's language (Magento 2.4.7's
 * storeConfig.order_cancellation_reasons): cancelOrder takes one of these
 * descriptions, word for word, as its reason.
 */
export const GetOrderCancellationReasonsDocument = graphql(`
  query GetOrderCancellationReasons {
    storeConfig {
      order_cancellation_enabled
      order_cancellation_reasons {
        description
      }
    }
  }
`)

/** The descriptions of the reasons, without the API's holes. */
export function cancellationReasons(data: GetOrderCancellationReasonsQuery): string[] {
  return (data.storeConfig?.order_cancellation_reasons ?? []).map((reason) => reason.description)
}

export function getOrderCancellationReasons(
  locale: Locale,
  signal?: AbortSignal,
): Promise<GetOrderCancellationReasonsQuery> {
  return commerce.request(GetOrderCancellationReasonsDocument, locale, {}, signal)
}

export function orderCancellationReasonsQueryOptions(locale: Locale) {
  return {
    ...commerce.queryOptions(GetOrderCancellationReasonsDocument, locale, {}),
    // The reasons change with the shop's settings, not within a visit.
    staleTime: 30 * 60_000,
  }
}

export function useOrderCancellationReasons<TData = GetOrderCancellationReasonsQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetOrderCancellationReasonsQuery, TData> } = {},
) {
  return useConfiguredQuery(orderCancellationReasonsQueryOptions(locale), queryConfig)
}
