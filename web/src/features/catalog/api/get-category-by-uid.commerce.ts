import { graphql } from '@/gql'
import type { GetCategoryByUidQuery, GetCategoryByUidQueryVariables } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

export const getCategoryByUidDocument = graphql(`
  query GetCategoryByUid($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        level
        url_path
        description
        meta_title
        meta_description
        image
        breadcrumbs {
          category_name
          category_url_path
        }
        children {
          uid
          name
          url_path
          include_in_menu
          position
          product_count
        }
        alternates {
          locale
          relative_url
        }
      }
    }
  }
`)

export function getCategoryByUid(
  locale: Locale,
  variables: GetCategoryByUidQueryVariables,
  signal?: AbortSignal,
): Promise<GetCategoryByUidQuery> {
  return commerce.request(getCategoryByUidDocument, locale, variables, signal)
}

export function categoryQueryOptions(locale: Locale, uid: string) {
  return commerce.queryOptions(getCategoryByUidDocument, locale, { uid })
}

/** A category with its page's texts, trail, children and alternates. */
export function useCategoryByUid<TData = GetCategoryByUidQuery>(
  locale: Locale,
  uid: string,
  { queryConfig }: { queryConfig?: QueryConfig<GetCategoryByUidQuery, TData> } = {},
) {
  return useConfiguredQuery(categoryQueryOptions(locale, uid), queryConfig)
}
