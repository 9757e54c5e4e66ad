import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MainContent } from '@/components/ui/main-content'
import { SkipLink } from '@/components/ui/skip-link'
import type { Locale } from '@/lib/locale'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The default frame: full header and footer. */
export function ShopLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink>{t('layout.skipToContent')}</SkipLink>
      <SiteHeader locale={locale} />
      <MainContent>{children}</MainContent>
      <SiteFooter locale={locale} />
    </div>
  )
}
