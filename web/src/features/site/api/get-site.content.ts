import { defaultSiteCode } from '@/config/site'
import { graphql } from '@/gql-content'
import { useQuery } from '@tanstack/react-query'
import type { GetSiteQuery, GetSiteQueryVariables } from '@/gql-content/graphql'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { siteBaseUrl } from '../lib/base-url'

export const navigationItemFragment = graphql(`
  fragment NavigationItemFields on NavigationItem {
    id
    label
    url
  }
`)

export const siteLinkFragment = graphql(`
  fragment SiteLinkFields on Link {
    label
    url
    newTab
  }
`)

/**
 * The site's logo, navigation, header, footer and analytics ids (SPEC.md
 * section 7: GetSite, by base URL). The site of the storefront's own code
 * comes along, for a shop reached at another address than the one it was
 * set up with (a proxy, `vite dev`); the base URL's own site wins. The main
 * navigation goes four levels deep, as the mega menu shows it.
 */
export const GetSiteDocument = graphql(`
  query GetSite($baseUrl: String!, $siteCode: String!, $locale: LocaleInputType) {
    Sites(
      where: { OR: [{ baseUrl: { equals: $baseUrl } }, { code: { equals: $siteCode } }] }
      limit: 2
      locale: $locale
      fallbackLocale: de
    ) {
      totalDocs
      docs {
        id
        code
        baseUrl
        logo {
          url
          alt
          width
          height
        }
        navigationGroup {
          position
          headerPosition
        }
        headerGroup {
          entries {
            __typename
            ... on Announcement {
              id
              background
              copy
              shippingPromise
              link {
                ...SiteLinkFields
              }
            }
            ... on MainNavigation {
              id
              mainNavigationItems {
                ...NavigationItemFields
                children {
                  ...NavigationItemFields
                  children {
                    ...NavigationItemFields
                    children {
                      ...NavigationItemFields
                    }
                  }
                }
              }
            }
            ... on ActionNavigation {
              id
              actionNavigationItems {
                id
                label
                url
                icon
              }
            }
          }
        }
        footerGroup {
          blocks {
            __typename
            ... on FooterMultiColumns {
              id
              columns {
                title
                links {
                  ...SiteLinkFields
                }
              }
            }
            ... on FooterIcons {
              id
              title
              items {
                icon
                label
                url
              }
            }
            ... on FooterLinkList {
              id
              links {
                ...SiteLinkFields
              }
            }
          }
        }
        tracking {
          googleAnalyticsId
          clarityId
        }
        maintenanceNotice
        name
        defaultLocale
      }
    }
  }
`)

export type Site = NonNullable<GetSiteQuery['Sites']>['docs'][number]

/** The site at the base URL, else the storefront's own; null when there is neither. */
export function pickSite(result: GetSiteQuery, baseUrl: string): Site | null {
  const docs = result.Sites?.docs ?? []
  return (
    docs.find((site) => sameBase(site.baseUrl, baseUrl)) ??
    docs.find((site) => site.code === defaultSiteCode) ??
    docs[0] ??
    null
  )
}

function sameBase(a: string, b: string): boolean {
  return a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase()
}

export function getSite(
  locale: Locale,
  variables: GetSiteQueryVariables,
  signal?: AbortSignal,
): Promise<GetSiteQuery> {
  return content.request(GetSiteDocument, locale, variables, signal)
}

export function siteQueryOptions(locale: Locale) {
  return {
    ...content.queryOptions(GetSiteDocument, locale, {
      baseUrl: siteBaseUrl(),
      siteCode: defaultSiteCode,
      locale,
    }),
    // Navigation and footer change when editors publish, rarely within a visit.
    staleTime: 10 * 60_000,
  }
}

/** The site of the page's language (loaded at start-up); null when the content system has none. */
export function useSite(locale: Locale) {
  return useQuery({
    ...siteQueryOptions(locale),
    select: (result): Site | null => pickSite(result, siteBaseUrl()),
  })
}
