import { useTranslation } from 'react-i18next'
import { CategoryEntryPoints } from '@/features/catalog/components/category-entry-points'
import { NewArrivals } from '@/features/catalog/components/new-arrivals'
import { HomeHero } from '@/features/home/components/home-hero'
import { usePageHead } from '@/hooks/use-page-head'

/**
 * The catalogue's own home, for a site without a home page of blocks: the
 * shop's promise, the top categories as ways in and the newest products.
 */
export function CatalogueHome() {
  const { t } = useTranslation()
  usePageHead({ kind: 'page', title: t('routes.home.title'), indexable: true })
  return (
    <div className="space-y-14 sm:space-y-20">
      <HomeHero />
      <CategoryEntryPoints />
      <NewArrivals />
    </div>
  )
}
