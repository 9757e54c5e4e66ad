import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MainContent } from '@/components/ui/main-content'
import { useLocale } from '@/hooks/use-locale'

/**
 * No header and no footer: the payment provider's return page. Only the
 * withdrawal function's link stays below it (§356a BGB: on every page).
 */
export function BareLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="flex min-h-dvh flex-col">
      <MainContent>{children}</MainContent>
      <footer className="px-5 pb-6 text-center text-sm">
        <Link
          to={`/${locale}/vertrag-widerrufen`}
          className="inline-flex min-h-11 items-center rounded-sm text-forest-800 underline underline-offset-2"
        >
          {t('routes.withdrawal.title')}
        </Link>
      </footer>
    </div>
  )
}
