import type { ReactNode } from 'react'
import type { ClubSummary } from '@/features/clubs/api/get-visible-clubs.content'
import type { Site } from '@/features/site/api/get-site.content'
import type { Locale } from '@/lib/locale'
import { BareLayout } from './bare-layout'
import { FocusHeaderLayout } from './focus-header-layout'
import type { LayoutName } from './layout-for'
import { ShopLayout } from './shop-layout'

/** How a content page wants the header: as usual, over its first block, or only the logo. */
export type HeaderStyle = 'default' | 'transparent' | 'minimal'

/**
 * Renders the frame layoutFor() chose. The club area's layout ('verein') is
 * the shop's in the club scope; the club-shop layout adds the club's banner
 * (colour, logo, name) under the header.
 */
export function LayoutFrame({
  layout,
  locale,
  scope,
  site,
  club,
  headerStyle,
  children,
}: {
  layout: LayoutName
  locale: Locale
  scope: 'club' | 'shop'
  site: Site | null
  /** The current club, in the club-shop layout. */
  club: ClubSummary | null
  headerStyle: HeaderStyle
  children: ReactNode
}) {
  switch (layout) {
    case 'none':
      return <BareLayout>{children}</BareLayout>
    case 'focus':
    case 'focus-header':
      return <FocusHeaderLayout locale={locale}>{children}</FocusHeaderLayout>
    case 'shop':
    case 'verein':
    case 'verein-shop':
      return (
        <ShopLayout locale={locale} scope={scope} site={site} club={club} headerStyle={headerStyle}>
          {children}
        </ShopLayout>
      )
  }
}
