import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '@/hooks/use-locale'
import { useCategoryTree } from '../api/get-category-children-by-uid.commerce'

/** The top categories as large tiles with their images: the home page's ways into the shop. */
export function CategoryEntryPoints() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data: categories, isPending } = useCategoryTree(locale)

  return (
    <section aria-labelledby="entry-points-heading">
      <h2
        id="entry-points-heading"
        className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
      >
        {t('home.categoriesHeading')}
      </h2>
      {isPending ? (
        <div
          className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-3 sm:gap-5"
          aria-hidden="true"
        >
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="aspect-[4/3] animate-pulse rounded-lg bg-cream-200" />
          ))}
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-3 sm:gap-5">
          {(categories ?? []).map((category) => (
            <li key={category.uid}>
              <Link
                to={`/${locale}/${category.urlPath}`}
                className="group relative block aspect-[4/3] overflow-hidden rounded-lg bg-forest-800 shadow-sm"
              >
                {category.image && (
                  <img
                    src={category.image}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                )}
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-forest-950/90 to-forest-950/0 px-3 pt-10 pb-3 font-display text-base leading-tight font-semibold hyphens-auto text-cream-50 [overflow-wrap:anywhere] sm:text-xl">
                  {category.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
