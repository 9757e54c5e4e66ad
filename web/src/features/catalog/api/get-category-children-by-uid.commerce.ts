import { useQuery, type QueryClient } from '@tanstack/react-query'
import { defaultSiteCode } from '@/config/site'
import { storeCode } from '@/lib/graphql/graphql-client'
import { graphql } from '@/gql'
import type {
  GetCategoryChildrenByUidQuery,
  GetCategoryChildrenByUidQueryVariables,
  MenuCategoryFieldsFragment,
} from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { availableStoresQueryOptions, useRootCategoryUid } from './get-available-stores.commerce'

export const getCategoryChildrenByUidDocument = graphql(`
  query GetCategoryChildrenByUid($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
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

/** A category of the menu with the levels below it that are shown in menus. */
export interface CategoryNode {
  uid: string
  name: string
  /** The path without the language prefix. */
  urlPath: string
  image: string | null
  children: CategoryNode[]
}

type MenuCategory = MenuCategoryFieldsFragment & {
  children?: readonly (MenuCategory | null)[] | null
}

/** Keeps the categories shown in menus, in their position order, with readable names. */
export function toCategoryNodes(
  categories: readonly (MenuCategory | null)[] | null | undefined,
): CategoryNode[] {
  return (categories ?? [])
    .filter((category): category is MenuCategory => !!category && category.include_in_menu !== 0)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((category) => ({
      uid: category.uid,
      name: category.name ?? '',
      urlPath: category.url_path ?? '',
      image: category.image ?? null,
      children: toCategoryNodes(category.children),
    }))
}

export function getCategoryChildrenByUid(
  locale: Locale,
  variables: GetCategoryChildrenByUidQueryVariables,
  signal?: AbortSignal,
): Promise<GetCategoryChildrenByUidQuery> {
  return commerce.request(getCategoryChildrenByUidDocument, locale, variables, signal)
}

export function categoryChildrenQueryOptions(locale: Locale, uid: string) {
  return commerce.queryOptions(getCategoryChildrenByUidDocument, locale, { uid })
}

/**
 * The category tree of the language's store, four levels below the root
 * (SPEC.md section 9), as the main navigation and the home page show it.
 */
export function useCategoryTree(locale: Locale) {
  const rootUid = useRootCategoryUid(locale)
  return useQuery({
    ...categoryChildrenQueryOptions(locale, rootUid ?? ''),
    enabled: rootUid !== undefined,
    select: (result) => toCategoryNodes(result.categories?.items?.[0]?.children),
  })
}

/** Starts loading the language's category tree (stores first, then the tree); failures show where it is used. */
export async function prefetchCategoryTree(
  queryClient: QueryClient,
  locale: Locale,
): Promise<void> {
  try {
    const { availableStores } = await queryClient.query({
      ...availableStoresQueryOptions(locale),
      staleTime: 'static',
    })
    const rootUid = availableStores?.find(
      (store) => store?.store_code === storeCode(defaultSiteCode, locale),
    )?.root_category_uid
    if (rootUid) await queryClient.query(categoryChildrenQueryOptions(locale, rootUid))
  } catch {
    // The header asks again and shows no menu when it fails.
  }
}
