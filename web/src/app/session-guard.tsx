import type { QueryClient } from '@tanstack/react-query'
import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router'
import { accountPath } from '@/features/account/lib/redirect-target'
import { sessionQueryOptions, useSession } from '@/features/session/api/get-session'
import { useLocale } from '@/hooks/use-locale'
import { defaultLocale, isLocale } from '@/lib/locale'

/**
 * The `auth` guard of SPEC.md section 6, as the loader of the routes that
 * need a signed-in customer (customer area, checkout): it waits for the
 * session (asked once per page load) and sends a visitor without one to
 * the account page, which leads back here after signing in or registering.
 * The server renders these routes' heads as any other's; only the app
 * decides.
 */
export function signedInLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const session = await queryClient.query(sessionQueryOptions())
    if (session.user) return null
    const url = new URL(request.url)
    const locale = isLocale(params.lang) ? params.lang : defaultLocale
    return redirect(accountPath(locale, `${url.pathname}${url.search}`))
  }
}

/**
 * Keeps a guarded page only while the session lasts: when the server ends
 * it (an authorization error), the page asks to sign in again and comes
 * back afterwards; when the customer signs out, the language's home page
 * takes its place.
 */
export function SignedInOnly() {
  const { status, expired } = useSession()
  const locale = useLocale()
  const { pathname, search } = useLocation()
  if (status !== 'signedOut') return <Outlet />
  return (
    <Navigate replace to={expired ? accountPath(locale, `${pathname}${search}`) : `/${locale}`} />
  )
}
