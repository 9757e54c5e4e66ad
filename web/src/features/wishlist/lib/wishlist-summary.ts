import { queryOptions } from '@tanstack/react-query'
import type { GetCustomerWishlistQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import type { SavedItem } from './wishlist-target'

/**
 * What every page needs of a customer's wish list: its id, its count for
 * the header and which products it holds for the hearts, from the first
 * page of GetCustomerWishlist at the largest page size. The document loads
 * with the first request, not with every page's script; the cache key is
 * the one the api file makes (commerce.queryKey), so the wish list's
 * changes refresh it with the page's.
 */
export const summaryVariables = { currentPage: 1, pageSize: 100 } as const

export interface WishlistSummary {
  /** null when the account has no list yet (the server makes one with the first add). */
  id: string | null
  count: number
  items: SavedItem[]
}

export function wishlistSummaryQueryKey(locale: Locale) {
  return [...commerce.operationKey('GetCustomerWishlist'), locale, summaryVariables] as const
}

export function wishlistSummaryQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: wishlistSummaryQueryKey(locale),
    queryFn: async ({ signal }) => {
      const { getCustomerWishlist } = await import('../api/get-customer-wishlist.commerce')
      return getCustomerWishlist(locale, summaryVariables, signal)
    },
    select: toSummary,
  })
}

/** The summary of a GetCustomerWishlist answer. */
export function toSummary(data: GetCustomerWishlistQuery): WishlistSummary {
  const list = data.customer?.wishlists[0]
  const items = (list?.items_v2?.items ?? []).flatMap((item) =>
    item?.product?.sku
      ? [
          {
            id: item.id,
            productSku: item.product.sku,
            variantSku:
              'configured_variant' in item ? (item.configured_variant?.sku ?? null) : null,
          },
        ]
      : [],
  )
  return { id: list?.id ?? null, count: list?.items_count ?? items.length, items }
}
