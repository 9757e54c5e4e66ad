import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

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

export function rootCategoryQueryOptions(locale: Locale) {
  return commerce.queryOptions(getRootCategoryDocument, locale, {})
}
