import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql'
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

export function useCategoryById(locale: Locale, id: string | null | undefined) {
  return useQuery({
    ...commerce.queryOptions(getCategoryByIdDocument, locale, { id: id ?? '' }),
    enabled: !!id,
    select: (result) => result.categoryList?.find((category) => category?.url_path) ?? null,
  })
}
