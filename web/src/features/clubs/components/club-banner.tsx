import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { useLocale } from '@/hooks/use-locale'
import { readableTextColor } from '@/lib/contrast'
import type { ClubSummary } from '../api/get-visible-clubs.content'
import { ClubLogo } from './club-logo'

/**
 * The club-shop layout's band under the shop header: the club's banner
 * colour, logo and name, with its home and its catalogue.
 */
export function ClubBanner({ club }: { club: ClubSummary }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const text = readableTextColor(club.bannerColor)
  const colours = text
    ? { backgroundColor: club.bannerColor, color: text, ['--focus-ring' as string]: text }
    : undefined
  const linkClassName =
    'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium underline-offset-4 hover:underline'
  return (
    <div data-scope="club" className={text ? '' : 'bg-forest-800 text-cream-50'} style={colours}>
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
        <Link
          to={`/${locale}/verein/${club.slug}`}
          className="flex min-h-11 items-center gap-3 rounded-md font-display text-lg font-semibold"
        >
          <ClubLogo club={club} decorative className="size-10" />
          <span>{club.name}</span>
        </Link>
        <nav aria-label={t('clubs.navigation', { club: club.name })} className="ml-auto">
          <ul className="flex flex-wrap items-center">
            <li>
              <Link to={`/${locale}/verein/${club.slug}`} className={linkClassName}>
                {t('clubs.home')}
              </Link>
            </li>
            <li>
              <Link to={`/${locale}/verein/produktkatalog`} className={linkClassName}>
                {t('clubs.toCatalogue')}
              </Link>
            </li>
          </ul>
        </nav>
      </Container>
    </div>
  )
}
