import type { QueryClient } from '@tanstack/react-query'
import { defaultSiteCode } from '@/config/site'
import { availableStoresQueryOptions } from '@/features/catalog/api/get-available-stores.commerce'
import { categoryChildrenQueryOptions } from '@/features/catalog/api/get-category-children-by-uid.commerce'
import { readClubCookie } from '@/features/clubs/lib/current-club'
import { pickSite, siteQueryOptions, type Site } from '@/features/site/api/get-site.content'
import { setSiteIdentity } from '@/lib/site-identity'
import { rootCategoryQueryOptions } from '@/features/site/api/get-root-category.commerce'
import { shopDataQueryOptions } from '@/features/site/api/get-shop-data.commerce'
import { siteBaseUrl } from '@/features/site/lib/base-url'
import type { Locale } from '@/lib/locale'

/** What every page may rely on once the start-up has run. */
export interface StartUp {
  /** The content system's site; null when it has none or could not be reached. */
  site: Site | null
  /** The site's code; the storefront's own when there is no site. */
  siteCode: string
}

const ignore = () => undefined

/**
 * Shop data fills the caches of the store views and the attribute labels
 * too. The attribute module comes with the catalogue's shared chunk, not
 * with the app's first one.
 */
async function loadShopData(queryClient: QueryClient, locale: Locale): Promise<void> {
  const [data, { attributesQueryOptions }] = await Promise.all([
    queryClient.query(shopDataQueryOptions(locale)),
    import('@/features/catalog/api/get-attributes-metadata.commerce'),
  ])
  const stores = availableStoresQueryOptions(locale)
  if (data.availableStores && !queryClient.getQueryData(stores.queryKey)) {
    queryClient.setQueryData(stores.queryKey, { availableStores: data.availableStores })
  }
  const attributes = attributesQueryOptions(locale)
  if (data.customAttributeMetadata && !queryClient.getQueryData(attributes.queryKey)) {
    queryClient.setQueryData(attributes.queryKey, {
      customAttributeMetadata: data.customAttributeMetadata,
    })
  }
}

/** The root category with four levels fills the category tree the navigation reads. */
async function loadRootCategory(queryClient: QueryClient, locale: Locale): Promise<void> {
  const data = await queryClient.query(rootCategoryQueryOptions(locale))
  const root = data.categories?.items?.[0]
  if (!root?.uid) return
  const tree = categoryChildrenQueryOptions(locale, root.uid)
  if (!queryClient.getQueryData(tree.queryKey)) queryClient.setQueryData(tree.queryKey, data)
}

/** A club with its blocks; its document is large, so it loads with its own chunk, for club visitors only. */
async function loadClub(queryClient: QueryClient, locale: Locale, slug: string): Promise<void> {
  // The club's banner in the header comes with its own chunk too.
  void import('@/features/clubs/components/club-banner').catch(ignore)
  const { clubQueryOptions } = await import('@/features/clubs/api/get-club.content')
  await queryClient.query(clubQueryOptions(locale, slug))
}

/** Only club lists show them; their module is not part of the app's first chunk. */
async function loadVisibleClubs(queryClient: QueryClient, locale: Locale): Promise<void> {
  const { visibleClubsQueryOptions } =
    await import('@/features/clubs/api/get-visible-clubs.content')
  await queryClient.query(visibleClubsQueryOptions(locale))
}

async function run(queryClient: QueryClient, locale: Locale, clubSlug: string | undefined) {
  const site = await queryClient
    .query(siteQueryOptions(locale))
    .then((result) => pickSite(result, siteBaseUrl()))
  // The shop's name and default language follow the site's settings.
  setSiteIdentity({ name: site?.name, defaultLocale: site?.defaultLocale })
  const siteCode = site?.code ?? defaultSiteCode
  if (siteCode === defaultSiteCode) {
    // Each is needed by some part of the page only; one failing leaves the rest standing.
    await Promise.all([
      loadShopData(queryClient, locale).catch(ignore),
      loadRootCategory(queryClient, locale).catch(ignore),
      clubSlug ? loadClub(queryClient, locale, clubSlug).catch(ignore) : Promise.resolve(),
      loadVisibleClubs(queryClient, locale).catch(ignore),
    ])
  }
  return { site, siteCode }
}

const runs = new WeakMap<QueryClient, Map<string, Promise<StartUp>>>()

/**
 * The start-up of SPEC.md section 2: the site first (by the configured base
 * URL, in the page's language); on the shop's site then, side by side,
 * the shop data, the root category with its tree, the club (the route's
 * `code`, else the club of the visitor's club cookie, for the club-shop
 * layout) and the visible clubs. Each page's own content is the one load
 * after these: its loader awaits this first, which after the first time
 * is already settled. The site failing to load leaves the shop running on
 * its own code, without the site's navigation, and is tried again on the
 * next page.
 */
export function startUp(queryClient: QueryClient, locale: Locale, code?: string): Promise<StartUp> {
  const clubSlug = code ?? readClubCookie()?.slug
  const key = `${locale}|${clubSlug ?? ''}`
  let byKey = runs.get(queryClient)
  if (!byKey) {
    byKey = new Map()
    runs.set(queryClient, byKey)
  }
  let running = byKey.get(key)
  if (!running) {
    const map = byKey
    running = run(queryClient, locale, clubSlug).catch((): StartUp => {
      map.delete(key)
      return { site: null, siteCode: defaultSiteCode }
    })
    byKey.set(key, running)
  }
  return running
}
