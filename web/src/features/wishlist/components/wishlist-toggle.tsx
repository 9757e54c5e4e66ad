import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HeartIcon } from '@/components/ui/icons'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { useWishlist } from '../hooks/use-wishlist'
import { useWishlistSession } from '../lib/wishlist-session'
import type { WishlistTarget } from '../lib/wishlist-target'

/**
 * The heart: a toggle button (aria-pressed, so screen readers say whether
 * the product is saved) with a name that stays the same ("Merken", on a
 * card with the product's name). Pressed, it saves the product to the
 * browser's list (a visitor) or the account's (a customer), with the
 * variant and options chosen on the product page; pressed again, it
 * forgets it. Each outcome says so in a toast (SPEC.md section 8). What it
 * sends loads with the first press.
 */
export function WishlistToggle({
  target,
  look,
  className = '',
}: {
  target: WishlistTarget
  /** A card's round icon button over the image, or the product page's button beside add-to-cart. */
  look: 'card' | 'page'
  className?: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const toast = useToast()
  const session = useWishlistSession()
  const wishlist = useWishlist()
  const [busy, setBusy] = useState(false)
  const saved = wishlist.isSaved(target)

  const toggle = async () => {
    if (busy) return
    setBusy(true)
    try {
      const [{ toggleWishlist }, signedIn] = await Promise.all([
        import('../lib/toggle-wishlist'),
        session.signedIn ?? session.whenKnown(),
      ])
      const outcome = await toggleWishlist({ queryClient, locale, signedIn, target, saved })
      if (outcome.userErrors.length > 0) toast.error(outcome.userErrors.join(', '))
      else toast.success(t(outcome.saved ? 'wishlist.added' : 'wishlist.removed'))
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('errors.tryAgain'))
    } finally {
      setBusy(false)
    }
  }

  const label =
    look === 'card' ? t('wishlist.saveProduct', { name: target.name }) : t('wishlist.save')
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-disabled={busy || undefined}
      aria-label={look === 'card' ? label : undefined}
      onClick={() => {
        void toggle()
      }}
      className={
        look === 'card'
          ? `inline-flex size-11 items-center justify-center rounded-full bg-cream-50/90 text-forest-800 shadow-sm ring-1 ring-cream-300 transition-colors hover:bg-white hover:text-red-800 aria-disabled:cursor-progress aria-pressed:text-red-800 ${className}`
          : `inline-flex min-h-12 items-center justify-center gap-2 rounded-md border border-forest-800 px-4 font-medium text-forest-900 transition-colors hover:bg-cream-200 aria-disabled:cursor-progress aria-disabled:opacity-70 ${className}`
      }
    >
      <HeartIcon
        filled={saved}
        className={look === 'card' ? 'size-5' : `size-5 ${saved ? 'text-red-800' : ''}`}
      />
      {look === 'page' && <span>{label}</span>}
    </button>
  )
}
