import { useTranslation } from 'react-i18next'
import { useGuestWishlist } from '../hooks/use-wishlist'

/**
 * On the sign-in page, tells a visitor who saved items in this browser
 * that signing in keeps them (they move into the account's wish list).
 * Nothing without saved items.
 */
export function KeptOnSignIn() {
  const { t } = useTranslation()
  const count = useGuestWishlist().length
  if (count === 0) return null
  return (
    <p className="mt-4 max-w-2xl rounded-lg border border-forest-700/20 bg-cream-50 px-4 py-3 text-ink">
      {t('wishlist.keptOnSignIn', { count })}
    </p>
  )
}
