import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { MainContent } from '@/components/ui/main-content'
import { SkipLink } from '@/components/ui/skip-link'
import type { Locale } from '@/lib/locale'
import { CopyrightBar } from './site-footer'

/**
 * The reduced frame for cart, checkout, account and customer pages: logo and
 * a way back to the shop, nothing that leads away mid-task.
 */
export function FocusHeaderLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink>{t('layout.skipToContent')}</SkipLink>
      <header className="border-b-2 border-brass-400 bg-forest-900 text-cream-100 [--focus-ring:var(--color-brass-400)]">
        <Container className="flex h-16 items-center justify-between gap-4">
          <Link
            to={`/${locale}`}
            aria-label={t('layout.homeLink')}
            className="-ml-1 rounded-md p-1 text-cream-50"
          >
            <Logo />
          </Link>
          <Link
            to={`/${locale}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-2.5 text-right text-sm leading-tight font-medium text-cream-100 transition-colors hover:bg-forest-800 hover:text-cream-50"
          >
            <ArrowLeftIcon />
            {t('layout.backToShop')}
          </Link>
        </Container>
      </header>
      <MainContent>{children}</MainContent>
      <footer>
        <CopyrightBar locale={locale} />
      </footer>
    </div>
  )
}
