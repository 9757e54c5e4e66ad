import { graphql } from '@/gql-content'
import type { GetPagePreviewQuery } from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * The draft of a page by the back office's signed preview link (Paddock's
 * addition to the content API, PagePreview): sent as POST, never kept in a
 * cache, in the language with German filling gaps.
 */
export const GetPagePreviewDocument = graphql(`
  query GetPagePreview($token: String!, $locale: LocaleInputType) {
    PagePreview(token: $token, locale: $locale, fallbackLocale: de) {
      ...PageFields
    }
  }
`)

export function getPagePreview(
  locale: Locale,
  token: string,
  signal?: AbortSignal,
): Promise<GetPagePreviewQuery> {
  return content.request(GetPagePreviewDocument, locale, { token, locale }, signal, {
    postOnly: true,
  })
}
