import { useNavigate } from 'react-router'
import { AssistPage } from '@/features/session/components/assist-page'
import { useLocale } from '@/hooks/use-locale'

/** Login as customer: the link from the back office; signed in, on to the customer's account. */
export function Component() {
  const navigate = useNavigate()
  const locale = useLocale()
  return <AssistPage onRedeemed={() => void navigate(`/${locale}/customer`, { replace: true })} />
}
