import { graphql } from '@/gql-content'
import type { GetClubQuery, GetClubQueryVariables } from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { clubStaleTime } from './club'

/**
 * One club by its slug, with its home page's blocks (SPEC.md section 7:
 * GetClub). Private and unlisted clubs answer too: their link leads to them.
 */
export const GetClubDocument = graphql(`
  query GetClub($slug: String!, $locale: LocaleInputType) {
    Clubs(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: de) {
      docs {
        ...ClubSummaryFields
        status
        visibility
        contact {
          name
          email
          phone
          address
        }
        meta {
          title
          description
          robots
        }
        blocks {
          ...BlockFields
        }
      }
    }
  }
`)

export function clubQueryOptions(locale: Locale, slug: string) {
  return {
    ...content.queryOptions(GetClubDocument, locale, { slug, locale }),
    staleTime: clubStaleTime,
  }
}

/** Asks for one club (also useClub's request, which loads this module only when it must ask). */
export function getClub(
  locale: Locale,
  variables: GetClubQueryVariables,
  signal?: AbortSignal,
): Promise<GetClubQuery> {
  return content.request(GetClubDocument, locale, variables, signal)
}

// The hook lives in club.ts, so that the layout's first chunk need not carry the large document.
export { selectClub, useClub, type Club } from './club'
