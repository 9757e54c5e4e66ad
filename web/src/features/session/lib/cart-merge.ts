import type { QueryClient } from '@tanstack/react-query'

/** Merges running per app (query client). */
const running = new WeakMap<QueryClient, number>()

/**
 * Runs the merge of the guest cart into the customer's cart after a
 * sign-in (SPEC.md section 4). While it runs, authorization errors do not
 * sign the customer out (endSessionOnAuthorizationError): a failed merge
 * is ignored. The cart's merge is composed in src/app, which may use both
 * features:
 *
 *   await whileMergingCarts(queryClient, () => mergeCarts(locale, { sourceCartId, destinationCartId }))
 */
export async function whileMergingCarts<T>(
  queryClient: QueryClient,
  merge: () => Promise<T>,
): Promise<T> {
  running.set(queryClient, (running.get(queryClient) ?? 0) + 1)
  try {
    return await merge()
  } finally {
    const left = (running.get(queryClient) ?? 1) - 1
    if (left > 0) running.set(queryClient, left)
    else running.delete(queryClient)
  }
}

/** Whether a cart merge is running in this app. */
export function isMergingCarts(queryClient: QueryClient): boolean {
  return (running.get(queryClient) ?? 0) > 0
}
