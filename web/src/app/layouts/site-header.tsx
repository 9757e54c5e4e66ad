import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BagIcon, UserIcon } from '@/components/ui/icons'
import { LanguageSwitcher } from '@/features/locale/components/language-switcher'
import type { Locale } from '@/lib/locale'
import { HeaderBar } from './header-bar'

const actionLinkClassName =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-cream-100 transition-colors hover:bg-forest-800 hover:text-cream-50'

/** The shop header: logo, the main navigation's place, language, account and cart. */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation()

  return (
    <HeaderBar locale={locale} className="h-16 gap-2 sm:h-20 sm:gap-3">
      {/* The main navigation goes here once the content system delivers categories. */}
      <div className="flex-1" data-slot="main-navigation" />
      <div className="flex items-center sm:gap-1">
        <LanguageSwitcher locale={locale} />
        <nav aria-label={t('layout.serviceNavigation')}>
          <ul className="flex items-center sm:gap-1">
            <li>
              <Link to={`/${locale}/customer`} className={actionLinkClassName}>
                <UserIcon />
                <span className="sr-only md:not-sr-only">{t('routes.customer.title')}</span>
              </Link>
            </li>
            <li>
              <Link to={`/${locale}/checkout/cart`} className={actionLinkClassName}>
                <BagIcon />
                <span className="sr-only md:not-sr-only">{t('routes.checkout-cart.title')}</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </HeaderBar>
  )
}
