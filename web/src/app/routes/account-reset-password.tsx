import { useQueryClient } from '@tanstack/react-query'
import { ResetPasswordPage } from '@/features/account/components/reset-password-page'
import { refreshSession } from '@/features/session/api/get-session'

/**
 * Setting a new password from a reset link. The reset ends every session
 * of the customer, so the session is asked again before the page moves on.
 */
export function Component() {
  const queryClient = useQueryClient()
  return <ResetPasswordPage onPasswordReset={() => refreshSession(queryClient)} />
}
