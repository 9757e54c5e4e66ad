import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ToastProvider } from '@/components/ui/toast/toast-provider'

/**
 * Catalogue data changes rarely within a visit: a minute fresh, then
 * refetched in the background when a page asks again.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false },
    },
  })
}

/**
 * App-wide providers outside the router. The query client is made by the
 * caller, because route loaders fill the same cache. i18next is bound
 * globally by initReactI18next. The toasts (useToast) are the app's one
 * toast region, whatever the layout.
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
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
}
