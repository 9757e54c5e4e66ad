import { WithdrawalConfirmPage } from '@/features/withdrawal/components/withdrawal-confirm-page'

/**
 * The page behind the link a withdrawal's confirmation mail carries to the
 * order's own address: confirms the declaration, which starts the return.
 */
export function Component() {
  return <WithdrawalConfirmPage />
}
