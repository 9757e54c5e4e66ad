import { useQueryClient } from '@tanstack/react-query'
import { CustomerDataPage } from '@/features/customer/components/customer-data-page'
import { sessionQueryKey, type Session } from '@/features/session/api/get-session'

/**
 * Personal data, password and email address. Changed names and a changed
 * address go into the session's user at once, which the header greets:
 * the server has them already, and asking it again through the session
 * call would take the new address for another customer's sign-in.
 */
export function Component() {
  const queryClient = useQueryClient()
  return (
    <CustomerDataPage
      onIdentityChanged={(changed) => {
        queryClient.setQueryData<Session>(sessionQueryKey, (session) =>
          session?.user ? { ...session, user: { ...session.user, ...changed } } : session,
        )
      }}
    />
  )
}
