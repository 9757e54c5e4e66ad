import { graphql } from '@/gql'
import type { GetReturnReasonsQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * The reasons a customer can give for a return, in display order, with
 * their labels in the Store header's language (SPEC.md section 7:
 * GetReturnReasons). The start-up's GetShopData holds the same list: the
 * app hands it in as `initialData`, so the form asks only without it.
 */
export const GetReturnReasonsDocument = graphql(`
  query GetReturnReasons {
    returnReasons {
      code
      label
    }
  }
`)

export type ReturnReasonOption = GetReturnReasonsQuery['returnReasons'][number]

export function getReturnReasons(
  locale: Locale,
  signal?: AbortSignal,
): Promise<GetReturnReasonsQuery> {
  return commerce.request(GetReturnReasonsDocument, locale, {}, signal)
}

export function returnReasonsQueryOptions(locale: Locale) {
  return {
    ...commerce.queryOptions(GetReturnReasonsDocument, locale, {}),
    // The reasons change with the shop's settings, not within a visit.
    staleTime: 30 * 60_000,
  }
}

export function useReturnReasons<TData = GetReturnReasonsQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetReturnReasonsQuery, TData> } = {},
) {
  return useConfiguredQuery(returnReasonsQueryOptions(locale), queryConfig)
}
