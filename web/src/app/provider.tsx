import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ToastProvider } from '@/components/ui/toast/toast-provider'
import { CartSessionBridge } from './cart-session'
import { ReviewsSessionBridge } from './reviews-session'
import { WishlistSessionBridge } from './wishlist-session'
import {
  endSessionOnAuthorizationError,
  isAuthorizationError,
} from '@/features/session/lib/authorization'

/**
 * Catalogue data changes rarely within a visit: a minute fresh, then
 * refetched in the background when a page asks again. Every failed query
 * and mutation passes one place: an authorization error of the commerce
 * API signs the browser out there (SPEC.md sections 4 and 8), whichever
 * screen sent it; such a query is not tried again.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  const onError = (error: unknown) => {
    endSessionOnAuthorizationError(queryClient, error)
  }
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures, error) =>
          retry !== false && failures < retry && !isAuthorizationError(error),
        refetchOnWindowFocus: false,
      },
    },
  })
  return queryClient
}

/**
 * App-wide providers outside the router. The query client is made by the
 * caller, because route loaders fill the same cache. i18next is bound
 * globally by initReactI18next. The toasts (useToast) are the app's one
 * toast region, whatever the layout; the cart and the wish list learn of
 * the session (CartSessionBridge, WishlistSessionBridge, ReviewsSessionBridge) on every screen,
 * error screens included.
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CartSessionBridge>
          <WishlistSessionBridge>
            <ReviewsSessionBridge>{children}</ReviewsSessionBridge>
          </WishlistSessionBridge>
        </CartSessionBridge>
      </ToastProvider>
    </QueryClientProvider>
  )
}
