import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '@/lib/locale'
import { addProductToWishlist } from '../api/add-product-to-wishlist.commerce'
import { customerWishlistOperationKey } from '../api/get-customer-wishlist.commerce'
import { removeItemFromWishlist } from '../api/remove-item-from-wishlist.commerce'
import { addGuestEntry, removeGuestEntries } from './guest-wishlist'
import { wishlistSummaryQueryOptions } from './wishlist-summary'
import { matches, matchesEntry, toEntry, toItemInput, type WishlistTarget } from './wishlist-target'

/*
 * What a heart does when pressed, loaded with the first press (the
 * mutations' documents stay out of the pages' first load).
 */

export interface ToggleOutcome {
  /** Whether the product is saved now. */
  saved: boolean
  /** The server's words for what it could not do. */
  userErrors: string[]
}

/**
 * Saves the target or, when it is saved, forgets it: a visitor's list in
 * this browser, a customer's on the server (addProductsToWishlist, or
 * removeProductsFromWishlist with every item of the product, or of the
 * chosen variant), after which the account's list is asked again. Throws
 * when a request failed.
 */
export async function toggleWishlist({
  queryClient,
  locale,
  signedIn,
  target,
  saved,
  now = () => new Date(),
}: {
  queryClient: QueryClient
  locale: Locale
  signedIn: boolean
  target: WishlistTarget
  saved: boolean
  now?: () => Date
}): Promise<ToggleOutcome> {
  if (!signedIn) {
    if (saved) removeGuestEntries((entry) => matchesEntry(target, entry))
    else addGuestEntry(toEntry(target, now().toISOString()))
    return { saved: !saved, userErrors: [] }
  }
  // Entries still waiting to be added to the account go too.
  if (saved) removeGuestEntries((entry) => matchesEntry(target, entry))
  const summary = await queryClient.query(wishlistSummaryQueryOptions(locale))
  // Paddock's wish list id 0 names the customer's own list, made with the first add.
  const wishlistId = summary.id ?? '0'
  try {
    if (saved) {
      const ids = summary.items
        .filter((item) => matches(target, item.productSku, item.variantSku))
        .map((item) => item.id)
      if (ids.length === 0) return { saved: false, userErrors: [] }
      const answer = await removeItemFromWishlist(locale, {
        wishlistId,
        wishlistItemsIds: ids,
      })
      return { saved: answer.userErrors.length > 0, userErrors: answer.userErrors }
    }
    const answer = await addProductToWishlist(locale, {
      wishlistId,
      wishlistItems: [toItemInput(toEntry(target, now().toISOString()))],
    })
    return { saved: answer.userErrors.length === 0, userErrors: answer.userErrors }
  } finally {
    await queryClient.invalidateQueries({ queryKey: customerWishlistOperationKey })
  }
}
