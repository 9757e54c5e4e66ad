import type { QueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHeading } from '@/components/ui/page-heading'
import { RichText } from '@/components/ui/rich-text'
import { useLocale } from '@/hooks/use-locale'
import type { LocalizedUrl } from '@/lib/alternates'
import type { Locale } from '@/lib/locale'
import { usePageHead } from '@/hooks/use-page-head'
import { plainText } from '@/lib/text'
import { categoryQueryOptions, useCategoryByUid } from '../api/get-category-by-uid.commerce'
import {
  firstListingPage,
  useProductListing,
  type ListingSource,
} from '../hooks/use-product-listing'
import { present } from '../lib/product'
import { categoryTrail } from '../lib/trail'
import { ProductListing } from './product-listing'

function listingSource(uid: string): ListingSource {
  return { kind: 'category', uid }
}

/**
 * Loads the category and its listing's first page as the URL asks for it,
 * side by side, so the page shows complete.
 */
export async function loadCategoryPage(
  queryClient: QueryClient,
  locale: Locale,
  uid: string,
  search: URLSearchParams,
): Promise<{ alternates: LocalizedUrl[] }> {
  const [category] = await Promise.all([
    queryClient.query({ ...categoryQueryOptions(locale, uid), staleTime: 'static' }),
    queryClient.query(firstListingPage(locale, listingSource(uid), search)),
  ])
  return { alternates: present(category.categories?.items?.[0]?.alternates) }
}

function nonBlank(text: string | null | undefined): string | undefined {
  return text?.trim() ? text : undefined
}

/** A category page: breadcrumbs, title, description, subcategories and its product listing. */
export function CategoryPage({ uid }: { uid: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data: category } = useCategoryByUid(locale, uid, {
    queryConfig: { select: (result) => result.categories?.items?.[0] },
  })
  const listing = useProductListing(listingSource(uid))
  const name = category?.name ?? ''
  const description = category?.description ?? ''

  usePageHead({
    kind: 'page',
    title: nonBlank(category?.meta_title) ?? name,
    description: nonBlank(category?.meta_description) ?? nonBlank(plainText(description)),
    indexable: true,
    alternates: category?.alternates,
  })

  if (!category) return null
  const trail = categoryTrail(category)
  const children = present(category.children)
    .filter((child) => child.include_in_menu !== 0)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))

  return (
    <div>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), to: `/${locale}` },
          ...trail
            .slice(0, -1)
            .map((crumb) => ({ label: crumb.name, to: `/${locale}/${crumb.path}` })),
          { label: name },
        ]}
      />
      <div className="mt-6">
        <PageHeading>{name}</PageHeading>
      </div>
      {description && <RichText html={description} className="mt-6 max-w-3xl text-ink" />}
      {children.length > 0 && (
        <nav aria-label={t('category.subcategories')} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.uid}>
                <Link
                  to={`/${locale}/${child.url_path ?? ''}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-cream-300 bg-cream-50 px-4 text-sm font-medium text-forest-900 hover:border-forest-700"
                >
                  {child.name}
                  {child.product_count !== null && (
                    <span className="text-ink-muted">({child.product_count})</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-10">
        <ProductListing
          listing={listing}
          trail={trail}
          emptyState={<p className="text-ink-muted">{t('category.empty')}</p>}
        />
      </div>
    </div>
  )
}
