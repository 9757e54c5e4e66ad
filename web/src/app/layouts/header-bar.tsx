import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { Logo } from '@/components/ui/logo'
import type { Locale } from '@/lib/locale'

/** The site's own logo, where its editors set one. */
export interface HeaderLogo {
  url: string
  width?: number | null
  height?: number | null
}

/**
 * The dark header band every layout with a header shares: the logo linking
 * to the language's home page, then the layout's own items; top goes above
 * the row (the announcements), start before the logo, below under the row.
 * Translucent, it lies over the top of the page (a content page's
 * transparent header style over its hero).
 */
export function HeaderBar({
  locale,
  className,
  top,
  start,
  children,
  below,
  logo,
  translucent = false,
}: {
  locale: Locale
  /** Classes of the inner row, for its height and spacing. */
  className: string
  top?: ReactNode
  start?: ReactNode
  children?: ReactNode
  below?: ReactNode
  logo?: HeaderLogo | null
  translucent?: boolean
}) {
  const { t } = useTranslation()
  return (
    <header
      className={`z-30 text-cream-100 [--focus-ring:var(--color-brass-400)] ${
        translucent
          ? 'absolute inset-x-0 top-0 bg-forest-950/75 backdrop-blur-sm'
          : 'relative border-b-2 border-brass-400 bg-forest-900'
      }`}
    >
      {top}
      <Container className={`flex items-center ${className}`}>
        {start}
        <Link
          to={`/${locale}`}
          aria-label={t('layout.homeLink')}
          className="-ml-1 shrink-0 rounded-md p-1 text-cream-50"
        >
          {logo ? (
            <img
              src={logo.url}
              alt=""
              width={logo.width ?? undefined}
              height={logo.height ?? undefined}
              className="h-9 w-auto max-w-40 object-contain sm:h-10"
            />
          ) : (
            <Logo />
          )}
        </Link>
        {children}
      </Container>
      {below}
    </header>
  )
}
