import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

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

export function categoryQueryOptions(locale: Locale, uid: string) {
  return commerce.queryOptions(getCategoryByUidDocument, locale, { uid })
}
