import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { MainContent } from '@/components/ui/main-content'
import { SkipLink } from '@/components/ui/skip-link'
import { AccountEntry } from '@/features/session/components/account-entry'
import type { Locale } from '@/lib/locale'
import { HeaderBar } from './header-bar'
import { CopyrightBar } from './site-footer'

/** The look of the header's links and buttons. */
const headerActionClassName =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-cream-100 transition-colors hover:bg-forest-800 hover:text-cream-50'

/**
 * The reduced frame for cart, checkout, account and customer pages: logo, a
 * way back to the shop and the account entry (signing in or out), nothing
 * that leads away mid-task.
 */
export function FocusHeaderLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink>{t('layout.skipToContent')}</SkipLink>
      <HeaderBar locale={locale} className="h-16 justify-between gap-4">
        <div className="flex items-center gap-1 sm:gap-2">
          <Link
            to={`/${locale}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-2.5 text-right text-sm leading-tight font-medium text-cream-100 transition-colors hover:bg-forest-800 hover:text-cream-50"
          >
            <ArrowLeftIcon className="size-5 shrink-0" />
            {/* A phone's row keeps the short word beside the account entry; the name stays whole. */}
            <span aria-hidden="true" className="sm:hidden">
              {t('layout.backToShopShort')}
            </span>
            <span className="sr-only sm:not-sr-only">{t('layout.backToShop')}</span>
          </Link>
          <nav aria-label={t('layout.accountNavigation')}>
            <AccountEntry locale={locale} className={headerActionClassName} />
          </nav>
        </div>
      </HeaderBar>
      <MainContent>{children}</MainContent>
      <footer>
        <CopyrightBar locale={locale} />
      </footer>
    </div>
  )
}
