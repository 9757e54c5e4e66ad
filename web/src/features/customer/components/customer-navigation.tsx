import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { Locale } from '@/lib/locale'

/**
 * The customer area's sections (SPEC.md section 2). Orders stays marked on
 * an order's detail and return pages.
 */
export function CustomerNavigation({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const base = `/${locale}/customer`
  const sections = [
    { to: base, label: t('customer.navigation.overview'), end: true },
    { to: `${base}/data`, label: t('routes.customer-data.title'), end: false },
    { to: `${base}/wishlist`, label: t('routes.customer-wishlist.title'), end: false },
    { to: `${base}/addresses`, label: t('routes.customer-addresses.title'), end: false },
    { to: `${base}/orders`, label: t('routes.customer-orders.title'), end: false },
    { to: `${base}/reviews`, label: t('routes.customer-reviews.title'), end: false },
  ]

  return (
    <nav aria-label={t('customer.navigation.label')}>
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {sections.map(({ to, label, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors md:text-base ${
                  isActive
                    ? 'bg-forest-800 text-cream-50'
                    : 'text-ink hover:bg-cream-200 hover:text-forest-900'
                }`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
