import { RegistrationForm } from '@/features/account/components/registration-form'
import { SuccessPage } from '@/features/checkout/components/success-page'
import { useSession } from '@/features/session/api/get-session'
import { useSignIn } from '@/features/session/api/sign-in'

/**
 * The order just placed in this browser (SPEC.md section 2, no guard), and
 * for a guest the registration (the account feature's) prefilled from it.
 */
export function Component() {
  const { status } = useSession()
  const { mutateAsync: signIn } = useSignIn()
  return (
    <SuccessPage
      signedIn={status === 'loading' ? undefined : status === 'signedIn'}
      renderRegistration={(prefill, headingId) => (
        <RegistrationForm signIn={signIn} headingId={headingId} initialValues={prefill} />
      )}
    />
  )
}
