import { graphql } from '@/gql'
import type { GetShopDataQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * What the shop needs from the commerce back end before any page (SPEC.md
 * section 7: GetShopData): the store views with their root categories, the
 * labels of the select attributes the product cards and filters show,
 * the delivery countries and the return reasons. The attributes are those
 * GetAttributesMetaData asks for (a test keeps them the same), so the
 * start-up can fill both caches with one request.
 */
export const getShopDataDocument = graphql(`
  query GetShopData {
    availableStores {
      store_code
      root_category_uid
    }
    customAttributeMetadata(
      attributes: [
        { attribute_code: "manufacturer", entity_type: "catalog_product" }
        { attribute_code: "color", entity_type: "catalog_product" }
        { attribute_code: "size", entity_type: "catalog_product" }
      ]
    ) {
      items {
        attribute_code
        label
        attribute_options {
          value
          label
          swatch
        }
      }
    }
    countries {
      id
      full_name_locale
    }
    returnReasons {
      code
      label
    }
  }
`)

export function getShopData(locale: Locale, signal?: AbortSignal): Promise<GetShopDataQuery> {
  return commerce.request(getShopDataDocument, locale, {}, signal)
}

export function shopDataQueryOptions(locale: Locale) {
  return {
    ...commerce.queryOptions(getShopDataDocument, locale, {}),
    // Store views, attributes and countries change with a deployment, not within a visit.
    staleTime: 30 * 60_000,
  }
}

export function useShopData<TData = GetShopDataQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetShopDataQuery, TData> } = {},
) {
  return useConfiguredQuery(shopDataQueryOptions(locale), queryConfig)
}
