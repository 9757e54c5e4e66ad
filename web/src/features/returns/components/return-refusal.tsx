import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { secondaryButtonClassName } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/locale'
import type { ReturnRefusal } from '../api/get-order-return-information.commerce'
import { orderPagePath } from '../lib/return-format'

/**
 * The words for a refusal (SPEC.md section 4's reasons): the server's, in
 * the Store header's language, when it sent them, else the catalog's for
 * the code.
 */
export function useRefusalText(): (refusal: ReturnRefusal) => string {
  const { t } = useTranslation()
  return useCallback(
    (refusal: ReturnRefusal) => refusal.message.trim() || t(`returns.refusal.${refusal.code}`),
    [t],
  )
}

/** Why nothing of the order can be returned, and the way back to it. */
export function ReturnRefused({
  refusal,
  number,
  locale,
}: {
  refusal: ReturnRefusal
  number: string
  locale: Locale
}) {
  const { t } = useTranslation()
  const refusalText = useRefusalText()
  return (
    <div className="mt-6 max-w-2xl">
      <div
        role="status"
        className="rounded-xl border-2 border-brass-400 bg-cream-50 p-5 sm:p-6"
        data-refusal={refusal.code}
      >
        <h2 className="font-display text-xl font-semibold text-forest-900">
          {t('returns.refusal.title')}
        </h2>
        <p className="mt-2">{refusalText(refusal)}</p>
      </div>
      <Link to={orderPagePath(locale, number)} className={`${secondaryButtonClassName} mt-6`}>
        {t('returns.backToOrder', { number })}
      </Link>
    </div>
  )
}
