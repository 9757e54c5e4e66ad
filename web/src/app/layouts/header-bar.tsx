import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { Logo } from '@/components/ui/logo'
import type { Locale } from '@/lib/locale'

/**
 * The dark header band every layout with a header shares: the logo linking
 * to the language's home page, then the layout's own items; start goes
 * before the logo, below under the row.
 */
export function HeaderBar({
  locale,
  className,
  start,
  children,
  below,
}: {
  locale: Locale
  /** Classes of the inner row, for its height and spacing. */
  className: string
  start?: ReactNode
  children: ReactNode
  below?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <header className="relative z-30 border-b-2 border-brass-400 bg-forest-900 text-cream-100 [--focus-ring:var(--color-brass-400)]">
      <Container className={`flex items-center ${className}`}>
        {start}
        <Link
          to={`/${locale}`}
          aria-label={t('layout.homeLink')}
          className="-ml-1 shrink-0 rounded-md p-1 text-cream-50"
        >
          <Logo />
        </Link>
        {children}
      </Container>
      {below}
    </header>
  )
}
