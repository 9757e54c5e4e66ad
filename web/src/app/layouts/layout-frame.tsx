import type { ReactNode } from 'react'
import type { Locale } from '@/lib/locale'
import { BareLayout } from './bare-layout'
import { FocusHeaderLayout } from './focus-header-layout'
import type { LayoutName } from './layout-for'
import { ShopLayout } from './shop-layout'

/**
 * Renders the frame layoutFor() chose. The club layouts look like the shop
 * until there is club data to show (a banner, the club's navigation).
 */
export function LayoutFrame({
  layout,
  locale,
  children,
}: {
  layout: LayoutName
  locale: Locale
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
      return <ShopLayout locale={locale}>{children}</ShopLayout>
  }
}
