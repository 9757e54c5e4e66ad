import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { Locale } from '@/lib/locale'
import { useWishlist } from '../hooks/use-wishlist'
import { HeartIcon } from './heart-icon'

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
      <HeartIcon />
      <span className="sr-only xl:not-sr-only">{t('wishlist.label')}</span>
      {shown > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-brass-400 px-1 text-center text-xs leading-5 font-semibold text-forest-950 tabular-nums xl:static xl:ml-0.5"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      )}
      <span className="sr-only">
        {', '}
        {t('wishlist.count', { count: shown })}
      </span>
    </NavLink>
  )
}
