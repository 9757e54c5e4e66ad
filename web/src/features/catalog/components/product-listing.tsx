import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { Drawer } from '@/components/ui/drawer'
import { CloseIcon, FilterIcon } from '@/components/ui/icons'
import { useLocale } from '@/hooks/use-locale'
import { desktopQuery, useMediaMatch } from '@/hooks/use-media-query'
import { useAttributeOptions } from '../api/get-attributes-metadata.commerce'
import type { AttributeOptions } from '../api/get-attributes-metadata.commerce'
import { useListingPage, type ProductListingModel } from '../hooks/use-product-listing'
import {
  formFields,
  toggleFilterValue,
  withSort,
  withoutFilter,
  withoutFilters,
  type SortKey,
} from '../lib/listing-state'
import type { BreadcrumbTrail } from '../lib/trail'
import { ListingFilters, isFilterFacet, optionLabel } from './listing-filters'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

export interface ProductListingProps {
  listing: ProductListingModel
  /** The line "19 products" beside the sort; a search page says it in its heading already. */
  showCount?: boolean
  /** The category path product links carry for the product page's breadcrumbs. */
  trail?: BreadcrumbTrail
  /** Shown when the listing itself has no products (not when filters exclude all). */
  emptyState: ReactNode
}

/**
 * Products with their facets, sort and 'show more' paging: facets in a
 * sidebar on desktops and in a drawer on phones, the chosen filters as
 * removable chips, the line "24 of 153 viewed" with a progress bar.
 */
export function ProductListing({
  listing,
  showCount = true,
  trail,
  emptyState,
}: ProductListingProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  // The sidebar and the phone's filter button both in the server's markup and while hydrating,
  // CSS showing one (useMediaMatch): the grid's columns are right at every width, with or
  // without JavaScript.
  const wide = useMediaMatch(desktopQuery)
  const desktop = wide !== false
  const phone = wide !== true
  const attributes = useAttributeOptions(locale)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filterHeadingId = useId()
  const sortId = useId()
  const [focusPage, setFocusPage] = useState<number | null>(null)
  const { items, total, state, aggregations } = listing

  if (listing.isPending) return <ProductGridSkeleton label={t('listing.loading')} />
  if (listing.error && items.length === 0) throw listing.error

  const facets = aggregations.filter(isFilterFacet)
  const activeFilters = [...state.filters].flatMap(([code, values]) =>
    values.map((value) => ({ code, value })),
  )
  if (total === 0 && activeFilters.length === 0 && !listing.isRefreshing) return emptyState

  const filters = (noScript = false) => (
    <ListingFilters
      facets={facets}
      state={state}
      attributes={attributes}
      locale={locale}
      fields={formFields(state, listing.params, 'filters')}
      noScript={noScript}
      onToggle={(code, value) => {
        listing.update(toggleFilterValue(state, code, value))
      }}
      onClear={(code) => {
        listing.update(withoutFilter(state, code))
      }}
    />
  )
  const facetLabel = (code: string) =>
    aggregations.find((facet) => facet.attribute_code === code)?.label ?? code

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      {desktop && (
        <aside aria-labelledby={filterHeadingId} className="hidden lg:block">
          <h2
            id={filterHeadingId}
            className="mb-4 font-display text-xl font-semibold text-forest-900"
          >
            {t('listing.filters')}
          </h2>
          {filters()}
        </aside>
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          {phone && facets.length > 0 && (
            <button
              type="button"
              onClick={() => {
                setFiltersOpen(true)
              }}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-forest-800 px-4 font-medium text-forest-900 hover:bg-cream-200 lg:hidden"
            >
              <FilterIcon />
              {t('listing.filters')}
              {activeFilters.length > 0 && (
                <span className="rounded-full bg-forest-800 px-2 text-xs text-cream-50">
                  {activeFilters.length}
                </span>
              )}
            </button>
          )}
          <p role="status" className={showCount ? 'text-sm text-ink-muted' : 'sr-only'}>
            {t('listing.count', { count: total })}
          </p>
          {listing.sortOptions.length > 1 && (
            // A GET form, for a browser without JavaScript; with it a choice applies at once.
            <form method="get" className="ml-auto flex items-center gap-2">
              {formFields(state, listing.params, 'sort').map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <label htmlFor={sortId} className="text-sm text-ink-muted">
                {t('listing.sortLabel')}
              </label>
              <select
                id={sortId}
                name="sort"
                value={listing.sort}
                onChange={(event) => {
                  const key = event.target.value as SortKey
                  // The default order stays out of the URL.
                  listing.update(withSort(state, key === listing.defaultSort ? null : key))
                }}
                className="min-h-11 rounded-md border border-cream-300 bg-cream-50 px-3 text-sm text-ink"
              >
                {listing.sortOptions.map((key) => (
                  <option key={key} value={key}>
                    {t(`listing.sort.${key}`)}
                  </option>
                ))}
              </select>
              <noscript>
                <button
                  type="submit"
                  className="min-h-11 rounded-md border border-forest-800 px-3 text-sm font-medium text-forest-900"
                >
                  {t('listing.applySort')}
                </button>
              </noscript>
            </form>
          )}
        </div>

        {/* A phone's filters are in a drawer, which needs JavaScript; without it they fold out here. */}
        {facets.length > 0 && (
          <noscript>
            <details className="mt-4 rounded-lg bg-cream-50 p-4 ring-1 ring-cream-300 lg:hidden">
              <summary className="min-h-11 cursor-pointer content-center font-medium text-forest-900">
                {t('listing.filters')}
              </summary>
              <div className="mt-4">{filters(true)}</div>
            </details>
          </noscript>
        )}

        {activeFilters.length > 0 && (
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <h2 className="sr-only">{t('listing.appliedFilters')}</h2>
            <ul className="contents">
              {activeFilters.map(({ code, value }) => {
                const label = `${facetLabel(code)}: ${optionLabel(code, value, aggregations, attributes, locale, t)}`
                return (
                  <li key={`${code}-${value}`}>
                    <button
                      type="button"
                      aria-label={`${t('listing.removeFilter')} ${label}`}
                      onClick={() => {
                        listing.update(toggleFilterValue(state, code, value))
                      }}
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-forest-800 py-1 pr-2 pl-3 text-sm text-cream-50 hover:bg-forest-700"
                    >
                      {label}
                      <CloseIcon className="size-4" />
                    </button>
                  </li>
                )
              })}
            </ul>
            <button
              type="button"
              onClick={() => {
                listing.update(withoutFilters(state))
              }}
              className="min-h-9 px-2 text-sm font-medium text-forest-800 underline underline-offset-2"
            >
              {t('listing.resetAll')}
            </button>
          </div>
        )}

        <h2 className="sr-only">{t('listing.productsHeading')}</h2>
        <div
          aria-busy={listing.isRefreshing}
          className={`mt-6 space-y-3 transition-opacity sm:space-y-5 ${listing.isRefreshing ? 'opacity-60' : ''}`}
        >
          {items.length > 0 ? (
            <>
              <ProductGrid products={items} attributes={attributes} trail={trail} />
              {listing.morePages.map((page) => (
                <ListingPage
                  key={page}
                  listing={listing}
                  page={page}
                  attributes={attributes}
                  trail={trail}
                  focusOnLoad={page === focusPage}
                />
              ))}
            </>
          ) : (
            <div className="rounded-lg bg-cream-50 p-6 ring-1 ring-cream-300">
              <p className="font-medium text-ink">{t('listing.noMatches')}</p>
              <button
                type="button"
                onClick={() => {
                  listing.update(withoutFilters(state))
                }}
                className={`${buttonClassName} mt-4`}
              >
                {t('listing.resetAll')}
              </button>
            </div>
          )}
        </div>

        {items.length > 0 && (
          <div className="mx-auto mt-10 flex max-w-sm flex-col items-center gap-3 text-center">
            <p className="text-sm text-ink-muted">
              {t('listing.progress', { shown: listing.shown, total })}
            </p>
            <div
              aria-hidden="true"
              className="h-1 w-full overflow-hidden rounded-full bg-cream-300"
            >
              <div
                className="h-full rounded-full bg-forest-800"
                style={{
                  width: `${String(Math.min(100, (listing.shown / Math.max(total, 1)) * 100))}%`,
                }}
              />
            </div>
            {listing.nextPage && (
              <Link
                to={listing.nextPage}
                rel="next"
                preventScrollReset
                onClick={() => {
                  setFocusPage(listing.morePages.length + 2)
                }}
                className={`${buttonClassName} mt-2`}
              >
                {t('listing.showMore')}
              </Link>
            )}
          </div>
        )}
      </div>

      {phone && (
        <Drawer
          open={filtersOpen}
          onClose={() => {
            setFiltersOpen(false)
          }}
          title={t('listing.filters')}
          side="left"
          footer={
            <button
              type="button"
              onClick={() => {
                setFiltersOpen(false)
              }}
              className={`${buttonClassName} w-full`}
            >
              {t('listing.showResults', { count: total })}
            </button>
          }
        >
          <div className="p-4">{filters()}</div>
        </Drawer>
      )}
    </div>
  )
}

/**
 * A page the visitor asked for with 'show more' (or the URL's page=n):
 * skeletons while it loads, then its products; after 'show more', focus
 * moves to its first product.
 */
function ListingPage({
  listing,
  page,
  attributes,
  trail,
  focusOnLoad,
}: {
  listing: ProductListingModel
  page: number
  attributes: AttributeOptions | undefined
  trail: BreadcrumbTrail | undefined
  focusOnLoad: boolean
}) {
  const { t } = useTranslation()
  const { items, isPending } = useListingPage(listing, page)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOnLoad && !isPending) ref.current?.querySelector<HTMLElement>('article h3 a')?.focus()
  }, [focusOnLoad, isPending])
  if (isPending) return <ProductGridSkeleton label={t('listing.loadingMore')} count={4} />
  return (
    <div ref={ref}>
      <ProductGrid products={items} attributes={attributes} trail={trail} />
    </div>
  )
}
