import type { LoaderFunctionArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { AppContentPage } from '@/app/content/page-blocks'
import { loadPage, useLoadedPage, type PageRouteData } from '@/app/content/load-page'
import { clubQueryOptions, selectClub, useClub } from '@/features/clubs/api/get-club.content'
import { ClubProvider } from '@/features/clubs/components/club-context'
import { notFound } from '@/features/errors/lib/route-error'
import { useLocale } from '@/hooks/use-locale'
import { defaultLocale, isLocale } from '@/lib/locale'
import type { RouteContext } from '../route-modules'
import { startUp } from '../start-up'

interface ClubPageData extends PageRouteData {
  slug: string
}

/**
 * A content page of a club's shop (/{lang}/verein/{code}/{slug…}): the
 * site's page at verein/{code}/{slug…}, in the club's frame. The club must
 * exist and be enabled, and so must the page.
 */
export async function loader(
  { params, request }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<ClubPageData> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  const slug = params.code ?? ''
  const rest = (params['*'] ?? '').replace(/^\/+|\/+$/g, '')
  await startUp(queryClient, locale, slug)
  const [club, data] = await Promise.all([
    queryClient.query(clubQueryOptions(locale, slug)).then(selectClub),
    loadPage(queryClient, locale, `verein/${slug}/${rest}`),
  ])
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer with a status
  if (!club || rest === '' || !data.found) throw notFound(request)
  return { ...data, slug }
}

export function Component() {
  const { slug } = useLoaderData<ClubPageData>()
  const locale = useLocale()
  const { data: club } = useClub(locale, slug)
  const page = useLoadedPage()
  if (!page) return null
  return (
    <ClubProvider club={club ?? null}>
      <AppContentPage
        page={page}
        trailStart={club ? [{ label: club.name, to: `/${locale}/verein/${club.slug}` }] : []}
      />
    </ClubProvider>
  )
}
