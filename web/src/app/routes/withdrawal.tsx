import { useSession } from '@/features/session/api/get-session'
import { WithdrawalPage } from '@/features/withdrawal/components/withdrawal-page'

/**
 * The withdrawal function (§356a BGB), which the footer of every page
 * links: for visitors, and for signed-in customers with their name,
 * address and orders filled in (the session feature's state handed over).
 */
export function Component() {
  const { status } = useSession()
  return <WithdrawalPage signedIn={status === 'signedIn'} />
}
