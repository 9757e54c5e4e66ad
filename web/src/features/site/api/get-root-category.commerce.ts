import { graphql } from '@/gql'
import type { GetRootCategoryQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * The root category of the language's store with four levels below it
 * (SPEC.md section 9), as the navigation shows it. Without a filter the
 * commerce API answers the store's root, as Magento does, so this needs no
 * store data first and runs beside GetShopData at start-up. It selects what
 * GetCategoryChildrenByUid selects, so its answer fills that cache too.
 */
export const getRootCategoryDocument = graphql(`
  query GetRootCategory {
    categories {
      items {
        uid
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
            children {
              ...MenuCategoryFields
              children {
                ...MenuCategoryFields
              }
            }
          }
        }
      }
    }
  }
`)

export function getRootCategory(
  locale: Locale,
  signal?: AbortSignal,
): Promise<GetRootCategoryQuery> {
  return commerce.request(getRootCategoryDocument, locale, {}, signal)
}

export function rootCategoryQueryOptions(locale: Locale) {
  return commerce.queryOptions(getRootCategoryDocument, locale, {})
}

export function useRootCategory<TData = GetRootCategoryQuery>(
  locale: Locale,
  { queryConfig }: { queryConfig?: QueryConfig<GetRootCategoryQuery, TData> } = {},
) {
  return useConfiguredQuery(rootCategoryQueryOptions(locale), queryConfig)
}
