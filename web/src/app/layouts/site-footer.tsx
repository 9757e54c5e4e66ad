import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteName } from '@/lib/site-identity'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { Logo } from '@/components/ui/logo'
import { ConsentSettingsLink } from '@/features/consent/components/consent-settings-link'
import type { Site } from '@/features/site/api/get-site.content'
import { footerBlocks } from '@/features/site/lib/site-entries'
import type { Locale } from '@/lib/locale'
import { pathFor } from '@/lib/routes'

export const footerLinkClassName =
  'inline-flex min-h-11 items-center rounded-sm text-cream-200 underline-offset-4 hover:text-cream-50 hover:underline sm:min-h-9'

// Below the fold on every page: its code loads after the page's.
const SiteFooterBlocks = lazy(() =>
  import('@/features/site/components/site-footer-blocks').then(({ SiteFooterBlocks }) => ({
    default: SiteFooterBlocks,
  })),
)

/**
 * The shop footer: the shop's line and the site's footer blocks (columns
 * of links, a row of icons, the legal links), then the copyright bar with
 * the way back to the cookie settings. Without a site, the service links.
 */
export function SiteFooter({ locale, site = null }: { locale: Locale; site?: Site | null }) {
  const { t } = useTranslation()
  const headingId = useId()
  const blocks = footerBlocks(site)

  return (
    <footer className="bg-forest-950 text-cream-200 [--focus-ring:var(--color-brass-400)]">
      <Container className="grid gap-10 py-12 sm:py-14 lg:grid-cols-[1fr_3fr]">
        <div className="max-w-md">
          <Logo className="text-cream-50" />
          <p className="mt-4 leading-relaxed">{t('layout.footer.tagline')}</p>
        </div>
        {blocks.length > 0 ? (
          <Suspense fallback={null}>
            <SiteFooterBlocks blocks={blocks} linkClassName={footerLinkClassName} />
          </Suspense>
        ) : (
          <nav aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="font-display text-lg font-semibold tracking-wide text-brass-300"
            >
              {t('layout.footer.serviceHeading')}
            </h2>
            <ul className="mt-3 space-y-1">
              <li>
                <Link to={`/${locale}/customer`} className={footerLinkClassName}>
                  {t('routes.customer.title')}
                </Link>
              </li>
              <li>
                <Link to={`/${locale}/checkout/cart`} className={footerLinkClassName}>
                  {t('routes.checkout-cart.title')}
                </Link>
              </li>
            </ul>
          </nav>
        )}
      </Container>
      <CopyrightBar locale={locale} />
    </footer>
  )
}

/**
 * The bottom line every layout with a footer shares: the withdrawal
 * function's link (§356a BGB: on every page, for guests and customers,
 * whatever the content system's footer holds), the Impressum (§5 DDG:
 * reachable from every page) and the terms, the privacy policy and the way
 * back to the cookie settings.
 */
export function CopyrightBar({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const siteName = useSiteName(t('meta.siteName'))
  return (
    <div className="border-t border-forest-800 bg-forest-950 text-cream-200">
      <Container className="flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>{t('layout.footer.copyright', { year: new Date().getFullYear(), name: siteName })}</p>
        <div className="flex flex-wrap gap-x-5">
          <Link
            to={pathFor('withdrawal', locale)}
            className={`${footerLinkClassName} font-semibold text-cream-50 underline`}
          >
            {t('routes.withdrawal.title')}
          </Link>
          <LegalLinks locale={locale} className={footerLinkClassName} />
          <Link to={pathFor('privacy', locale)} className={footerLinkClassName}>
            {t('routes.privacy.title')}
          </Link>
          <ConsentSettingsLink className={footerLinkClassName} />
        </div>
      </Container>
    </div>
  )
}

/**
 * The Impressum (§5 DDG) and the terms, which every page links: the
 * copyright bar's and the payment return page's footer render them.
 */
export function LegalLinks({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Link to={`/${locale}/${t('layout.footer.imprintPath')}`} className={className}>
        {t('layout.footer.imprint')}
      </Link>
      <Link to={`/${locale}/${t('layout.footer.termsPath')}`} className={className}>
        {t('layout.footer.terms')}
      </Link>
    </>
  )
}
