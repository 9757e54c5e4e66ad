import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MainContent } from '@/components/ui/main-content'
import { useLocale } from '@/hooks/use-locale'
import { pathFor } from '@/lib/routes'
import { LegalLinks } from './site-footer'

const bareLinkClassName =
  'inline-flex min-h-11 items-center rounded-sm text-forest-800 underline underline-offset-2'

/**
 * No header and no footer: the payment provider's return page. Only the
 * links every page must have stay below it: the withdrawal function
 * (§356a BGB), the Impressum (§5 DDG) and the terms.
 */
export function BareLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="flex min-h-dvh flex-col">
      <MainContent>{children}</MainContent>
      <footer className="flex flex-wrap justify-center gap-x-5 px-5 pb-6 text-sm">
        <Link to={pathFor('withdrawal', locale)} className={bareLinkClassName}>
          {t('routes.withdrawal.title')}
        </Link>
        <LegalLinks locale={locale} className={bareLinkClassName} />
      </footer>
    </div>
  )
}
