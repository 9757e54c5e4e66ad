import { useTranslation } from 'react-i18next'

/** Card look of the orders' sections, as the customer area's cards. */
export const cardClassName = 'rounded-xl border border-cream-300 bg-cream-50 p-5 sm:p-6'

/** A link inside the orders' cards and lists, big enough to tap. */
export const textLinkClassName =
  'inline-flex min-h-11 items-center font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900'

const retryClassName =
  'mt-3 inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-forest-800 px-4 py-2 font-medium text-forest-900 transition-colors hover:bg-cream-200'

/** The orders are on their way. */
export function OrdersLoading() {
  const { t } = useTranslation()
  return (
    <p role="status" className="mt-8 text-ink-muted">
      {t('orders.loading')}
    </p>
  )
}

/**
 * The orders did not come. An ended session does not land here for long:
 * it signs the browser out, and the area's guard asks to sign in.
 */
export function OrdersLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="mt-8 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800"
    >
      <p>{t('orders.loadFailed')}</p>
      <button type="button" onClick={onRetry} className={retryClassName}>
        {t('orders.retry')}
      </button>
    </div>
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
