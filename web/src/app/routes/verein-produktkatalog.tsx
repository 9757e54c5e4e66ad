import { useTranslation } from 'react-i18next'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import { firstListingPage, useProductListing } from '@/features/catalog/hooks/use-product-listing'
import { ProductListing } from '@/features/catalog/components/product-listing'
import {
  clubQueryOptions,
  selectClub,
  useClub,
  type Club,
} from '@/features/clubs/api/get-club.content'
import { useVisibleClubs } from '@/features/clubs/api/get-visible-clubs.content'
import { ClubList } from '@/features/clubs/components/club-list'
import { ClubLogo } from '@/features/clubs/components/club-logo'
import { readClubCookie } from '@/features/clubs/lib/current-club'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { defaultLocale, isLocale } from '@/lib/locale'
import type { RouteContext } from '../route-modules'
import { startUp } from '../start-up'

interface CatalogueData {
  /** The current club's slug; null without one. */
  slug: string | null
}

/** The category uid of a Magento category id, as the commerce API forms it. */
function categoryUid(id: string): string {
  return btoa(id.trim())
}

/**
 * The current club's product catalogue (/{lang}/verein/produktkatalog):
 * the products under the club's root category, with the catalogue's
 * filters, sort and paging. Without a current club (its cookie), the
 * visible clubs to choose from.
 */
export async function loader(
  { params, request }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<CatalogueData> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  const slug = readClubCookie()?.slug ?? null
  await startUp(queryClient, locale)
  if (!slug) return { slug: null }
  const club = selectClub(await queryClient.query(clubQueryOptions(locale, slug)))
  if (!club?.shopRootCategoryId.trim()) return { slug: null }
  await queryClient.query(
    firstListingPage(
      locale,
      { kind: 'category', uid: categoryUid(club.shopRootCategoryId) },
      new URL(request.url).searchParams,
    ),
  )
  return { slug }
}

export function Component() {
  const { slug } = useLoaderData<CatalogueData>()
  const locale = useLocale()
  const { data: club } = useClub(locale, slug ?? undefined)
  return club?.shopRootCategoryId.trim() ? <ClubCatalogue club={club} /> : <ChooseClub />
}

function ClubCatalogue({ club }: { club: Club }) {
  const { t } = useTranslation()
  const title = t('clubs.catalogueOf', { club: club.name })
  usePageHead({ kind: 'page', title, indexable: true })
  const listing = useProductListing({ kind: 'category', uid: categoryUid(club.shopRootCategoryId) })
  return (
    <div>
      <div className="flex items-center gap-4">
        <ClubLogo club={club} decorative className="size-14 sm:size-16" />
        <PageHeading>{title}</PageHeading>
      </div>
      <div className="mt-10">
        <ProductListing
          listing={listing}
          emptyState={<p className="text-ink-muted">{t('clubs.catalogueEmpty')}</p>}
        />
      </div>
    </div>
  )
}

function ChooseClub() {
  const { t } = useTranslation()
  const locale = useLocale()
  const title = t('routes.verein-produktkatalog.title')
  usePageHead({ kind: 'page', title, indexable: true })
  const { data: clubs = [], isPending } = useVisibleClubs(locale)
  return (
    <div>
      <PageHeading>{title}</PageHeading>
      <p className="mt-6 max-w-2xl text-lg text-ink-muted">{t('clubs.chooseIntro')}</p>
      <div className="mt-8">
        {isPending ? null : clubs.length > 0 ? (
          <ClubList clubs={clubs} />
        ) : (
          <p className="text-ink-muted">{t('clubs.noneVisible')}</p>
        )}
      </div>
    </div>
  )
}
