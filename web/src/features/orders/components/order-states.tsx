import { useTranslation } from 'react-i18next'
import { LoadFailedState, LoadingState } from '@/components/ui/load-states'

export { cardClassName, textLinkClassName } from '@/components/ui/button-styles'

/** The orders are on their way. */
export function OrdersLoading() {
  const { t } = useTranslation()
  return <LoadingState text={t('orders.loading')} />
}

/**
 * The orders did not come. An ended session does not land here for long:
 * it signs the browser out, and the area's guard asks to sign in.
 */
export function OrdersLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <LoadFailedState message={t('orders.loadFailed')} retry={t('orders.retry')} onRetry={onRetry} />
  )
}

/** The status as the API names it for the customer (Bearbeitung, Storniert, Versendet …). */
export function OrderStatus({ status }: { status: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-cream-200 px-2.5 py-0.5 text-sm font-medium text-forest-900">
      {status}
    </span>
  )
}
