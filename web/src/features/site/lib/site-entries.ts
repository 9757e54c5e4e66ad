import type { Site } from '../api/get-site.content'

type HeaderEntry = Site['headerGroup']['entries'][number]
type FooterBlock = Site['footerGroup']['blocks'][number]

export type Announcement = Extract<HeaderEntry, { __typename: 'Announcement' }>
export type MainNavigation = Extract<HeaderEntry, { __typename: 'MainNavigation' }>
export type ActionNavigation = Extract<HeaderEntry, { __typename: 'ActionNavigation' }>
export type ActionNavigationItem = ActionNavigation['actionNavigationItems'][number]
export type SiteNavigationItem = MainNavigation['mainNavigationItems'][number]
export type SiteFooterBlock = FooterBlock

/** The header's entries of one kind, in the editor's order. */
function entries<T extends HeaderEntry['__typename']>(
  site: Site | null | undefined,
  typename: T,
): Extract<HeaderEntry, { __typename: T }>[] {
  return (site?.headerGroup.entries ?? []).filter(
    (entry): entry is Extract<HeaderEntry, { __typename: T }> => entry.__typename === typename,
  )
}

/** The announcements above the header that have something to say: copy, or the visitor's shipping promise. */
export function announcements(site: Site | null | undefined): Announcement[] {
  return entries(site, 'Announcement').filter(
    (entry) => entry.shippingPromise || entry.copy.trim() !== '',
  )
}

/**
 * The site's main navigation, the editors' source of truth for the menu;
 * null when the site has none, and the menu falls back to the category
 * tree.
 */
export function mainNavigationItems(site: Site | null | undefined): SiteNavigationItem[] | null {
  const items = entries(site, 'MainNavigation').flatMap((entry) => entry.mainNavigationItems)
  return items.length > 0 ? items : null
}

/** The header's icon links; null when the site has none. */
export function actionNavigationItems(
  site: Site | null | undefined,
): ActionNavigationItem[] | null {
  const items = entries(site, 'ActionNavigation').flatMap((entry) => entry.actionNavigationItems)
  return items.length > 0 ? items : null
}

/** The footer's blocks of the kinds this storefront knows, in order. */
export function footerBlocks(site: Site | null | undefined): SiteFooterBlock[] {
  return (site?.footerGroup.blocks ?? []).filter((block) =>
    ['FooterMultiColumns', 'FooterIcons', 'FooterLinkList'].includes(block.__typename),
  )
}
