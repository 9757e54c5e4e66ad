import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { CountedLabel } from '@/components/ui/counted-label'
import { HeartIcon } from '@/components/ui/icons'
import type { Locale } from '@/lib/locale'
import { useWishlist } from '../hooks/use-wishlist'

/**
 * The header's wish list: a heart linking to /{lang}/customer/wishlist
 * with the number of saved items in its name (a customer's items_count, a
 * visitor's from this browser without a request). A visitor following it
 * is asked to sign in first, after which their list joins the account's.
 */
export function WishlistLink({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation()
  const { count } = useWishlist()
  const shown = count ?? 0
  return (
    <NavLink to={`/${locale}/customer/wishlist`} className={`${className} relative`}>
      <CountedLabel
        icon={<HeartIcon />}
        label={t('wishlist.label')}
        count={shown}
        countText={t('wishlist.count', { count: shown })}
      />
    </NavLink>
  )
}
