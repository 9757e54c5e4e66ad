import { useTranslation } from 'react-i18next'
import { LoadFailedState, LoadingState } from '@/components/ui/load-states'

export {
  cardClassName,
  secondaryButtonClassName,
  textLinkClassName,
} from '@/components/ui/button-styles'

/** The customer's data is on its way. */
export function CustomerLoading() {
  const { t } = useTranslation()
  return <LoadingState text={t('customer.loading')} />
}

/**
 * The customer's data did not come. An ended session does not land here
 * for long: it signs the browser out, and the area's guard asks to sign in.
 */
export function CustomerLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <LoadFailedState
      message={t('customer.loadFailed')}
      retry={t('customer.retry')}
      onRetry={onRetry}
    />
  )
}
