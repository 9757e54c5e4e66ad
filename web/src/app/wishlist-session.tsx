import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast, type Toaster } from '@/components/ui/toast/toast-provider'
import { SaveButtonProvider, type SaveButton } from '@/features/catalog/lib/save-button'
import { useSession } from '@/features/session/api/get-session'
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle'
import {
  guestWishlist,
  serverGuestWishlist,
  subscribeGuestWishlist,
} from '@/features/wishlist/lib/guest-wishlist'
import {
  WishlistSessionProvider,
  type WishlistSession,
} from '@/features/wishlist/lib/wishlist-session'
import { defaultLocale, isLocale, type Locale } from '@/lib/locale'
import { useSessionView } from './session-view'

/** Merges running per app, so two renders never send the same entries twice. */
const merging = new WeakMap<QueryClient, Promise<void>>()

/**
 * Adds the visitor's wish list in this browser to the account just signed
 * in to (SPEC.md section 1): the wish list feature's merge, loaded only
 * when there is something to add, says in a toast what came over and what
 * the server refused (dropped); a request that did not get through keeps
 * the list for the next sign-in or page load.
 */
export function mergeGuestWishlist(
  queryClient: QueryClient,
  locale: Locale,
  toast: Toaster,
  say: (key: 'wishlist.merged' | 'wishlist.mergeRefused', count: number) => string,
): Promise<void> {
  const running = merging.get(queryClient)
  if (running) return running
  if (guestWishlist().length === 0) return Promise.resolve()
  const merge = import('@/features/wishlist/lib/merge-guest-wishlist')
    .then(({ mergeGuestWishlist: run }) => run(queryClient, locale))
    .then(
      (outcome) => {
        if (outcome.status !== 'merged') return
        if (outcome.added > 0) toast.success(say('wishlist.merged', outcome.added))
        if (outcome.refused.length > 0) {
          toast.error(
            `${say('wishlist.mergeRefused', outcome.refused.length)} ${outcome.refused.join(', ')}`,
          )
        }
      },
      () => undefined, // the chunk did not load: the list stays for the next try
    )
    .finally(() => {
      merging.delete(queryClient)
    })
  merging.set(queryClient, merge)
  return merge
}

/** The hearts of product cards and pages: the wish list's toggle. */
export const renderSaveButton: SaveButton = (product, look) => (
  <WishlistToggle target={product} look={look} />
)

/**
 * The wish list's view of the session and its life cycle around signing
 * in: whenever a customer is signed in and the browser holds a visitor's
 * list (just signed in, registered, or signed in in another tab), the list
 * is added to the account and cleared. Signing out drops the account's
 * list from the cache (GetCustomerWishlist is a customer operation); the
 * hearts then show this browser's list again. Also gives every product
 * card its heart.
 */
export function WishlistSessionBridge({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { i18n, t } = useTranslation()
  const toast = useToast()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const { status } = useSession()
  const waiting = useSyncExternalStore(
    subscribeGuestWishlist,
    () => guestWishlist().length > 0,
    () => serverGuestWishlist().length > 0,
  )

  useEffect(() => {
    if (status !== 'signedIn' || !waiting) return
    void mergeGuestWishlist(queryClient, locale, toast, (key, count) => t(key, { count }))
  }, [status, waiting, queryClient, locale, toast, t])

  const value: WishlistSession = useSessionView(status)
  return (
    <WishlistSessionProvider value={value}>
      <SaveButtonProvider value={renderSaveButton}>{children}</SaveButtonProvider>
    </WishlistSessionProvider>
  )
}
