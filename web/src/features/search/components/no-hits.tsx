import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** What the search page says when nothing matched, with ways on (SPEC.md section 2). */
export function NoHits({
  query,
  categories,
}: {
  query: string
  /** Top categories to browse instead. */
  categories: readonly { id: string; name: string; href: string }[]
}) {
  const { t } = useTranslation()
  return (
    <div className="max-w-2xl rounded-lg bg-cream-50 p-6 ring-1 ring-cream-300 sm:p-8">
      <h2 className="font-display text-2xl font-semibold text-forest-900">
        {t('search.noHits', { query })}
      </h2>
      <p className="mt-3 text-ink">{t('search.noHitsIntro')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
        <li>{t('search.tipSpelling')}</li>
        <li>{t('search.tipFewerWords')}</li>
        <li>{t('search.tipGeneral')}</li>
      </ul>
      {categories.length > 0 && (
        <>
          <h3 className="mt-6 font-medium text-ink">{t('search.browseCategories')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={category.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-cream-300 bg-cream-100 px-4 text-sm font-medium text-forest-900 hover:border-forest-700"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
