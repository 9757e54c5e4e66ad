import { useQueryClient } from '@tanstack/react-query'
import { ConfirmEmailPage } from '@/features/account/components/confirm-email-page'
import { refreshSession } from '@/features/session/api/get-session'

/**
 * Confirming a change of email address from the mailed link. The session
 * now names the new address, or ended when another browser asked for the
 * change, so it is asked again; a new address drops the cached customer
 * data, which showed the old one.
 */
export function Component() {
  const queryClient = useQueryClient()
  return <ConfirmEmailPage onConfirmed={() => refreshSession(queryClient)} />
}
