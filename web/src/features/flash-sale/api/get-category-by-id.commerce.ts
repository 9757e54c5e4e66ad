import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { GetCategoryByIdQuery, GetCategoryByIdQueryVariables } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/** A category by its Magento id (SPEC.md section 7: GetCategoryById), for the link to a sale's category. */
export const getCategoryByIdDocument = graphql(`
  query GetCategoryById($id: String!) {
    categoryList(filters: { ids: { eq: $id } }) {
      uid
      name
      url_path
    }
  }
`)

export function getCategoryById(
  locale: Locale,
  variables: GetCategoryByIdQueryVariables,
  signal?: AbortSignal,
): Promise<GetCategoryByIdQuery> {
  return commerce.request(getCategoryByIdDocument, locale, variables, signal)
}

export function categoryByIdQueryOptions(locale: Locale, id: string) {
  return commerce.queryOptions(getCategoryByIdDocument, locale, { id })
}

/** The category of the id with a url, or null; nothing is asked without an id. */
export function useCategoryById(locale: Locale, id: string | null | undefined) {
  return useQuery({
    ...categoryByIdQueryOptions(locale, id ?? ''),
    enabled: !!id,
    select: (result) => result.categoryList?.find((category) => category?.url_path) ?? null,
  })
}
