import { useQuery } from '@tanstack/react-query'
import { defaultSiteCode } from '@/config/site'
import { graphql } from '@/gql'
import type { GetAvailableStoresQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import { storeCode } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'

export const getAvailableStoresDocument = graphql(`
  query GetAvailableStores {
    availableStores {
      store_code
      root_category_uid
    }
  }
`)

export function getAvailableStores(
  locale: Locale,
  signal?: AbortSignal,
): Promise<GetAvailableStoresQuery> {
  return commerce.request(getAvailableStoresDocument, locale, {}, signal)
}

export function availableStoresQueryOptions(locale: Locale) {
  return {
    ...commerce.queryOptions(getAvailableStoresDocument, locale, {}),
    // Store views change with a deployment, not within a visit.
    staleTime: Infinity,
  }
}

/** The uid of the root of the category tree the language's store view shows (store `shop_<lang>`). */
export function useRootCategoryUid(locale: Locale): string | undefined {
  const { data } = useQuery({
    ...availableStoresQueryOptions(locale),
    select: (result) =>
      result.availableStores?.find(
        (store) => store?.store_code === storeCode(defaultSiteCode, locale),
      )?.root_category_uid ?? undefined,
  })
  return data
}
