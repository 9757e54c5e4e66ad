import { useTranslation } from 'react-i18next'

/** Card look of the customer area's sections. */
export const cardClassName = 'rounded-xl border border-cream-300 bg-cream-50 p-5 sm:p-6'

/** A link inside the customer area's cards and lists, big enough to tap. */
export const textLinkClassName =
  'inline-flex min-h-11 items-center font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900'

/** A button of less weight than the primary one (buttonClassName). */
export const secondaryButtonClassName =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-forest-800 px-4 py-2 font-medium text-forest-900 transition-colors hover:bg-cream-200 aria-disabled:cursor-progress aria-disabled:opacity-70'

/** The customer's data is on its way. */
export function CustomerLoading() {
  const { t } = useTranslation()
  return (
    <p role="status" className="mt-8 text-ink-muted">
      {t('customer.loading')}
    </p>
  )
}

/**
 * The customer's data did not come. An ended session does not land here
 * for long: it signs the browser out, and the area's guard asks to sign in.
 */
export function CustomerLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="mt-8 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800"
    >
      <p>{t('customer.loadFailed')}</p>
      <button type="button" onClick={onRetry} className={`mt-3 ${secondaryButtonClassName}`}>
        {t('customer.retry')}
      </button>
    </div>
  )
}
