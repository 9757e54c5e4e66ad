import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export interface BreadcrumbItem {
  label: string
  /** Absent for the current page, the last item. */
  to?: string
}

/** A breadcrumb trail: a labelled nav around an ordered list, the current page marked. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('breadcrumbs.label')} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${String(index)}`} className="flex items-center gap-1.5">
            {index > 0 && (
              <span aria-hidden="true" className="text-cream-300">
                /
              </span>
            )}
            {item.to ? (
              <Link
                to={item.to}
                className="inline-flex min-h-6 items-center underline-offset-2 hover:text-forest-800 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
