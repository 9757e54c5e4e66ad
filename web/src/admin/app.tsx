import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router'
import { ApiError } from './lib/api'
import { sessionKey } from './lib/session'
import { TextProvider, type Language } from './lib/text'
import { AuditScreen } from './screens/audit'
import { CustomerScreen, CustomersScreen } from './screens/customers'
import { DashboardScreen } from './screens/dashboard'
import { MailsScreen } from './screens/mails'
import { OrderScreen } from './screens/order'
import { OrdersScreen } from './screens/orders'
import { ReturnScreen, ReturnsScreen } from './screens/returns'
import { SecurityScreen } from './screens/security'
import { SettingsScreen } from './screens/settings'
import { StaffScreen } from './screens/staff'
import { Shell, SignInLayout } from './screens/shell'
import { InviteScreen, SignInScreen } from './screens/sign-in'
import { WithdrawalsScreen } from './screens/withdrawals'

/** The back office's screens under /admin. */
export const routes: RouteObject[] = [
  {
    element: <SignInLayout />,
    children: [
      { path: 'sign-in', element: <SignInScreen /> },
      { path: 'invite', element: <InviteScreen /> },
    ],
  },
  {
    element: <Shell />,
    children: [
      { index: true, element: <DashboardScreen /> },
      { path: 'orders', element: <OrdersScreen /> },
      { path: 'orders/:number', element: <OrderScreen /> },
      { path: 'returns', element: <ReturnsScreen /> },
      { path: 'returns/:reference', element: <ReturnScreen /> },
      { path: 'withdrawals', element: <WithdrawalsScreen /> },
      { path: 'mails', element: <MailsScreen /> },
      { path: 'audit', element: <AuditScreen /> },
      { path: 'settings', element: <SettingsScreen /> },
      { path: 'customers', element: <CustomersScreen /> },
      { path: 'customers/:id', element: <CustomerScreen /> },
      { path: 'staff', element: <StaffScreen /> },
      { path: 'security', element: <SecurityScreen /> },
    ],
  },
]

/** A client that signs out on a session that ended, wherever it was noticed. */
export function newQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  })
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED')
      client.setQueryData(sessionKey, {})
  }
  client.getQueryCache().config.onError = onError
  client.getMutationCache().config.onError = onError
  return client
}

export function AdminApp({
  language,
  basename = '/admin',
}: {
  language: Language
  basename?: string
}) {
  const [client] = useState(newQueryClient)
  const [router] = useState(() => createBrowserRouter(routes, { basename }))
  return (
    <TextProvider initial={language}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TextProvider>
  )
}
