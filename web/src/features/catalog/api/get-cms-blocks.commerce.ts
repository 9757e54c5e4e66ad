import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { GetCmsBlocksQuery, GetCmsBlocksQueryVariables } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

export const getCmsBlocksDocument = graphql(`
  query GetCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`)

export interface CmsBlock {
  identifier: string
  title: string
  /** HTML the server has sanitised. */
  content: string
}

export function getCmsBlocks(
  locale: Locale,
  variables: GetCmsBlocksQueryVariables,
  signal?: AbortSignal,
): Promise<GetCmsBlocksQuery> {
  return commerce.request(getCmsBlocksDocument, locale, variables, signal)
}

export function cmsBlocksQueryOptions(locale: Locale, identifiers: readonly string[]) {
  return {
    ...commerce.queryOptions(getCmsBlocksDocument, locale, { identifiers: [...identifiers] }),
    staleTime: 10 * 60_000,
  }
}

/** The active CMS blocks asked for, by identifier; unknown ones are missing from the map. */
export function useCmsBlocks(locale: Locale, identifiers: readonly string[]) {
  return useQuery({
    ...cmsBlocksQueryOptions(locale, identifiers),
    enabled: identifiers.length > 0,
    select: (result) =>
      new Map<string, CmsBlock>(
        (result.cmsBlocks?.items ?? []).flatMap((block) =>
          block?.identifier
            ? [
                [
                  block.identifier,
                  {
                    identifier: block.identifier,
                    title: block.title ?? '',
                    content: block.content ?? '',
                  },
                ],
              ]
            : [],
        ),
      ),
  })
}
