import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useCategoryTree } from '@/features/catalog/api/get-category-children-by-uid.commerce'
import { ProductListing } from '@/features/catalog/components/product-listing'
import { useProductListing } from '@/features/catalog/hooks/use-product-listing'
import { NoHits } from '@/features/search/components/no-hits'
import { SearchPageHeader } from '@/features/search/components/search-page-header'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'

/** Longer texts are cut; nobody types more into a shop's search. */
const maxQueryLength = 200

/** Search results: title, hit count, the search field, facets, sort, 'show more', and a no-hits message. */
export function Component() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [searchParams] = useSearchParams()
  const query = (searchParams.get('q') ?? '').trim().slice(0, maxQueryLength)
  usePageHead({
    kind: 'page',
    title: query ? t('search.resultsFor', { query }) : t('routes.search.title'),
    indexable: true,
  })
  return query ? (
    <SearchResults key={query} query={query} />
  ) : (
    <SearchPageHeader locale={locale} query="" total={undefined} />
  )
}

function SearchResults({ query }: { query: string }) {
  const locale = useLocale()
  const listing = useProductListing({ kind: 'search', text: query })
  const { data: categories = [] } = useCategoryTree(locale)
  return (
    <div>
      <SearchPageHeader
        locale={locale}
        query={query}
        total={listing.isPending ? undefined : listing.total}
      />
      <div className="mt-10">
        <ProductListing
          listing={listing}
          showCount={false}
          emptyState={
            <NoHits
              query={query}
              categories={categories.map((category) => ({
                id: category.uid,
                name: category.name,
                href: `/${locale}/${category.urlPath}`,
              }))}
            />
          }
        />
      </div>
    </div>
  )
}
