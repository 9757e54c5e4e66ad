import { useQuery } from '@tanstack/react-query'
import type { GetClubQuery } from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/** A club with its home page's blocks, as GetClub answers it. */
export type Club = NonNullable<NonNullable<GetClubQuery['Clubs']>['docs'][number]>

export const clubStaleTime = 5 * 60_000

/** The enabled club of the slug; null when there is none or it is disabled. */
export function selectClub(result: GetClubQuery): Club | null {
  const club = result.Clubs?.docs[0]
  return club?.status === 'enabled' ? club : null
}

/**
 * GetClub's cache key, as content.queryOptions forms it (a test keeps the
 * two the same): the layout reads the club by it without taking the large
 * document into the app's first chunk.
 */
export function clubQueryKey(locale: Locale, slug: string) {
  return [...content.operationKey('GetClub'), locale, { slug, locale }] as const
}

/**
 * The current club for the layout (club-shop frame): mostly from the
 * start-up's cache; when it has to be asked for, the document comes with
 * its own chunk.
 */
export function useClub(locale: Locale, slug: string | undefined) {
  return useQuery({
    queryKey: clubQueryKey(locale, slug ?? ''),
    queryFn: async ({ signal }): Promise<GetClubQuery> => {
      const { getClub } = await import('./get-club.content')
      return getClub(locale, { slug: slug ?? '', locale }, signal)
    },
    staleTime: clubStaleTime,
    enabled: !!slug,
    select: selectClub,
  })
}
