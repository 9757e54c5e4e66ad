import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import { SearchIcon } from '@/components/ui/icons'
import { searchPath } from '../types'

/** The search page's title, hit count and search field (SPEC.md section 2). */
export function SearchPageHeader({
  locale,
  query,
  total,
}: {
  locale: string
  query: string
  /** undefined while the count is not known yet. */
  total: number | undefined
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const inputId = useId()
  return (
    <div>
      <PageHeading>
        {query ? t('search.resultsFor', { query }) : t('routes.search.title')}
      </PageHeading>
      {query && total !== undefined && (
        <p className="mt-4 text-ink-muted">{t('search.hits', { count: total })}</p>
      )}
      <form
        role="search"
        aria-label={t('search.refine')}
        action={`/${locale}/search`}
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          const text = new FormData(event.currentTarget).get('q')
          if (typeof text === 'string' && text.trim() !== '')
            void navigate(searchPath(locale, text))
        }}
        className="mt-6 flex max-w-xl gap-2"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <input
          key={query}
          id={inputId}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={200}
          placeholder={t('search.placeholder')}
          className="block min-h-12 w-full min-w-0 flex-1 rounded-md border border-cream-300 bg-cream-50 px-4 text-ink placeholder:text-ink-muted"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center gap-2 rounded-md bg-forest-800 px-5 font-medium text-cream-50 hover:bg-forest-700"
        >
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
        </button>
      </form>
    </div>
  )
}
