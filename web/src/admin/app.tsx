import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router'
import { ApiError } from './lib/api'
import { sessionKey } from './lib/session'
import { TextProvider, type Language } from './lib/text'
import { Shell, SignInLayout } from './screens/shell'
import { InviteScreen, SignInScreen } from './screens/sign-in'

/**
 * The back office's screens under /admin: the sign-in's in the first
 * chunk, every other screen loaded when first opened.
 */
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
      {
        index: true,
        lazy: () => import('./screens/dashboard').then((m) => ({ Component: m.DashboardScreen })),
      },
      {
        path: 'orders',
        lazy: () => import('./screens/orders').then((m) => ({ Component: m.OrdersScreen })),
      },
      {
        path: 'orders/:number',
        lazy: () => import('./screens/order').then((m) => ({ Component: m.OrderScreen })),
      },
      {
        path: 'returns',
        lazy: () => import('./screens/returns').then((m) => ({ Component: m.ReturnsScreen })),
      },
      {
        path: 'returns/:reference',
        lazy: () => import('./screens/returns').then((m) => ({ Component: m.ReturnScreen })),
      },
      {
        path: 'withdrawals',
        lazy: () =>
          import('./screens/withdrawals').then((m) => ({ Component: m.WithdrawalsScreen })),
      },
      {
        path: 'mails',
        lazy: () => import('./screens/mails').then((m) => ({ Component: m.MailsScreen })),
      },
      {
        path: 'audit',
        lazy: () => import('./screens/audit').then((m) => ({ Component: m.AuditScreen })),
      },
      {
        path: 'settings',
        lazy: () => import('./screens/settings').then((m) => ({ Component: m.SettingsScreen })),
      },
      {
        path: 'navigation',
        lazy: () => import('./screens/navigation').then((m) => ({ Component: m.NavigationScreen })),
      },
      {
        path: 'media',
        lazy: () => import('./screens/media').then((m) => ({ Component: m.MediaScreen })),
      },
      {
        path: 'site-settings',
        lazy: () =>
          import('./screens/site-settings').then((m) => ({ Component: m.SiteSettingsScreen })),
      },
      {
        path: 'products',
        lazy: () => import('./screens/products').then((m) => ({ Component: m.ProductsScreen })),
      },
      {
        path: 'products/:id',
        lazy: () => import('./screens/product').then((m) => ({ Component: m.ProductScreen })),
      },
      {
        path: 'coupons',
        lazy: () => import('./screens/coupons').then((m) => ({ Component: m.CouponsScreen })),
      },
      {
        path: 'coupons/:id',
        lazy: () => import('./screens/coupons-edit').then((m) => ({ Component: m.CouponScreen })),
      },
      {
        path: 'shipping',
        lazy: () => import('./screens/shipping').then((m) => ({ Component: m.ShippingScreen })),
      },
      {
        path: 'reviews',
        lazy: () => import('./screens/reviews').then((m) => ({ Component: m.ReviewsScreen })),
      },
      {
        path: 'customers',
        lazy: () => import('./screens/customers').then((m) => ({ Component: m.CustomersScreen })),
      },
      {
        path: 'customers/:id',
        lazy: () => import('./screens/customers').then((m) => ({ Component: m.CustomerScreen })),
      },
      {
        path: 'catalog/import',
        lazy: () =>
          import('./screens/catalog-import').then((m) => ({ Component: m.CatalogImportScreen })),
      },
      {
        path: 'categories',
        lazy: () => import('./screens/categories').then((m) => ({ Component: m.CategoriesScreen })),
      },
      {
        path: 'attributes',
        lazy: () => import('./screens/attributes').then((m) => ({ Component: m.AttributesScreen })),
      },
      {
        path: 'pages',
        lazy: () => import('./screens/pages').then((m) => ({ Component: m.PagesScreen })),
      },
      {
        path: 'pages/:id',
        lazy: () =>
          import('./screens/pages-editor').then((m) => ({ Component: m.PageEditorScreen })),
      },
      {
        path: 'helpdesk',
        lazy: () => import('./screens/helpdesk').then((m) => ({ Component: m.HelpdeskScreen })),
      },
      {
        path: 'helpdesk/:id',
        lazy: () => import('./screens/helpdesk').then((m) => ({ Component: m.TicketScreen })),
      },
      {
        path: 'newsletter',
        lazy: () => import('./screens/newsletter').then((m) => ({ Component: m.NewsletterScreen })),
      },
      {
        path: 'forms',
        lazy: () => import('./screens/forms').then((m) => ({ Component: m.FormsScreen })),
      },
      {
        path: 'forms/new',
        lazy: () => import('./screens/forms').then((m) => ({ Component: m.FormEditScreen })),
      },
      {
        path: 'forms/:id',
        lazy: () => import('./screens/forms').then((m) => ({ Component: m.FormEditScreen })),
      },
      {
        path: 'forms/:id/submissions',
        lazy: () => import('./screens/forms').then((m) => ({ Component: m.FormSubmissionsScreen })),
      },
      {
        path: 'staff',
        lazy: () => import('./screens/staff').then((m) => ({ Component: m.StaffScreen })),
      },
      {
        path: 'security',
        lazy: () => import('./screens/security').then((m) => ({ Component: m.SecurityScreen })),
      },
      {
        path: 'sales',
        lazy: () => import('./screens/sales').then((m) => ({ Component: m.SalesScreen })),
      },
      {
        path: 'sales/:id',
        lazy: () => import('./screens/sales').then((m) => ({ Component: m.SaleScreen })),
      },
      {
        path: 'clubs',
        lazy: () => import('./screens/clubs').then((m) => ({ Component: m.ClubsScreen })),
      },
      {
        path: 'clubs/:id',
        lazy: () => import('./screens/clubs').then((m) => ({ Component: m.ClubScreen })),
      },
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
