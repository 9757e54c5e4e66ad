import { ForgotPasswordPage } from '@/features/account/components/forgot-password-page'

/** Asks for a link to choose a new password. */
export function Component() {
  return <ForgotPasswordPage />
}
