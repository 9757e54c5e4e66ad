import { useEffect } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageBlocks } from '@/app/content/page-blocks'
import { blockComponents } from '@/app/content/block-components'
import {
  clubQueryOptions,
  selectClub,
  useClub,
  type Club,
} from '@/features/clubs/api/get-club.content'
import { ClubContact } from '@/features/clubs/components/club-contact'
import { ClubProvider } from '@/features/clubs/components/club-context'
import { ClubHero } from '@/features/clubs/components/club-hero'
import { writeClubCookie } from '@/features/clubs/lib/current-club'
import { preloadBlocks } from '@/features/content/components/block-renderer'
import { notFound } from '@/features/errors/lib/route-error'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { defaultLocale, isLocale } from '@/lib/locale'
import type { RouteContext } from '../route-modules'
import { startUp } from '../start-up'

interface ClubRouteData {
  slug: string
}

/**
 * A club's shop home (/{lang}/verein/{code}): the start-up has loaded the
 * club of the route's code; an unknown or disabled club is a 404.
 */
export async function loader(
  { params, request }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<ClubRouteData> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  const slug = params.code ?? ''
  await startUp(queryClient, locale, slug)
  const club = selectClub(await queryClient.query(clubQueryOptions(locale, slug)))
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer with a status
  if (!club) throw notFound(request)
  await preloadBlocks(blockComponents, club.blocks)
  return { slug }
}

export function Component() {
  const { slug } = useLoaderData<ClubRouteData>()
  const locale = useLocale()
  const { data: club } = useClub(locale, slug)
  return club ? <ClubHome key={club.id} club={club} /> : null
}

/**
 * The club's hero (its own ClubHero block when the editors put one first,
 * else one from the club's colours and logo, in the club's banner layout),
 * then its blocks and how the club is reached. Visiting it
 * makes the club the current one (its cookie).
 */
function ClubHome({ club }: { club: Club }) {
  usePageHead({
    kind: 'page',
    title: club.meta.title ?? club.name,
    description: club.meta.description ?? undefined,
    // Only public clubs are listed; the others are for those who have their link.
    indexable: club.visibility === 'public' && !/\bnoindex\b/i.test(club.meta.robots ?? ''),
  })
  useEffect(() => {
    writeClubCookie({
      id: club.id,
      name: club.name,
      slug: club.slug,
      rootCategoryId: club.shopRootCategoryId,
    })
  }, [club.id, club.name, club.slug, club.shopRootCategoryId])

  const ownHero = club.blocks[0]?.__typename === 'ClubHeroBlock'
  return (
    <ClubProvider club={club}>
      <div className="flex flex-col gap-12 sm:gap-16">
        {!ownHero && <ClubHero club={club} first />}
        <PageBlocks blocks={club.blocks} firstOpensPage={ownHero} />
        <ClubContact contact={club.contact} />
      </div>
    </ClubProvider>
  )
}
