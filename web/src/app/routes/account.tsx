import { Navigate, useSearchParams } from 'react-router'
import { AccountPage } from '@/features/account/components/account-page'
import {
  afterSignInPath,
  redirectParam,
  redirectTarget,
} from '@/features/account/lib/redirect-target'
import { useSession } from '@/features/session/api/get-session'
import { useSignIn } from '@/features/session/api/sign-in'
import { KeptOnSignIn } from '@/features/wishlist/components/kept-on-sign-in'
import { useLocale } from '@/hooks/use-locale'

/**
 * Sign-in and registration. Signed in (just now, or already), the customer
 * goes on to where the `auth` guard came from (`?redirect=`, a path of this
 * shop only) or to the customer area. A visitor with saved items learns
 * that signing in keeps them.
 */
export function Component() {
  const locale = useLocale()
  const [search] = useSearchParams()
  const { signedIn } = useSession()
  const { mutateAsync: signIn } = useSignIn()
  const requested = search.get(redirectParam)
  if (signedIn) return <Navigate replace to={afterSignInPath(locale, requested)} />
  return (
    <AccountPage
      signIn={signIn}
      redirected={redirectTarget(requested) !== null}
      notice={<KeptOnSignIn />}
    />
  )
}
