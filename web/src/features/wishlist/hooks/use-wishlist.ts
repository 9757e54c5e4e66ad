import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useLocale } from '@/hooks/use-locale'
import {
  guestWishlist,
  serverGuestWishlist,
  subscribeGuestWishlist,
  type GuestWishlistEntry,
} from '../lib/guest-wishlist'
import { useWishlistSession } from '../lib/wishlist-session'
import { wishlistSummaryQueryOptions, type WishlistSummary } from '../lib/wishlist-summary'
import { matches, matchesEntry, type WishlistTarget } from '../lib/wishlist-target'

/** The visitor's list in this browser, kept in step with every change (other tabs' too). */
export function useGuestWishlist(): readonly GuestWishlistEntry[] {
  return useSyncExternalStore(subscribeGuestWishlist, guestWishlist, serverGuestWishlist)
}

export interface CurrentWishlist {
  /** Whether the list is the account's; undefined until the session is known. */
  signedIn: boolean | undefined
  /** How many items it holds; null while unknown. */
  count: number | null
  /** The account's list (its id and items), once loaded. */
  summary: WishlistSummary | undefined
  /** Whether the product (or variant) a heart names is saved. */
  isSaved: (target: WishlistTarget) => boolean
}

/**
 * The browser's wish list: a signed-in customer's from the server (the
 * first page of GetCustomerWishlist, its document loaded with the
 * request), a visitor's from localStorage without a request. While a
 * visitor's list waits to be added to a customer's account, the account's
 * list shows both.
 */
export function useWishlist(): CurrentWishlist {
  const locale = useLocale()
  const { signedIn } = useWishlistSession()
  const guest = useGuestWishlist()
  const account = useQuery({ ...wishlistSummaryQueryOptions(locale), enabled: signedIn === true })

  if (signedIn !== true) {
    return {
      signedIn,
      count: signedIn === false ? guest.length : null,
      summary: undefined,
      isSaved: (target) => guest.some((entry) => matchesEntry(target, entry)),
    }
  }
  const summary = account.data
  return {
    signedIn,
    count: summary ? summary.count + guest.length : null,
    summary,
    isSaved: (target) =>
      guest.some((entry) => matchesEntry(target, entry)) ||
      (summary?.items.some((item) => matches(target, item.productSku, item.variantSku)) ?? false),
  }
}
