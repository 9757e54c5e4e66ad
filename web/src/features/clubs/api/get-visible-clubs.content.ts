import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql-content'
import type { GetVisibleClubsQuery, GetVisibleClubsQueryVariables } from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * The clubs a visitor may browse (SPEC.md section 7: GetVisibleClubs):
 * enabled and not private; limit 0 lists all (SPEC.md section 9).
 */
export const GetVisibleClubsDocument = graphql(`
  query GetVisibleClubs($limit: Int, $locale: LocaleInputType) {
    Clubs(
      where: { status: { equals: enabled }, visibility: { not_equals: private } }
      limit: $limit
      locale: $locale
      fallbackLocale: de
    ) {
      totalDocs
      docs {
        ...ClubSummaryFields
      }
    }
  }
`)

export type ClubSummary = NonNullable<GetVisibleClubsQuery['Clubs']>['docs'][number]

export function getVisibleClubs(
  locale: Locale,
  variables: GetVisibleClubsQueryVariables,
  signal?: AbortSignal,
): Promise<GetVisibleClubsQuery> {
  return content.request(GetVisibleClubsDocument, locale, variables, signal)
}

/** Every visible club: the start-up loads them once, and each list shows as many as it wants. */
export function visibleClubsQueryOptions(locale: Locale) {
  return {
    ...content.queryOptions(GetVisibleClubsDocument, locale, { limit: 0, locale }),
    staleTime: 5 * 60_000,
  }
}

/** The clubs by their list name, in the language's alphabetical order. */
export function sortClubs(result: GetVisibleClubsQuery, locale: Locale): ClubSummary[] {
  return [...(result.Clubs?.docs ?? [])].sort((a, b) =>
    a.listName.localeCompare(b.listName, locale, { sensitivity: 'base' }),
  )
}

export function useVisibleClubs(locale: Locale) {
  return useQuery({
    ...visibleClubsQueryOptions(locale),
    select: (result) => sortClubs(result, locale),
  })
}
