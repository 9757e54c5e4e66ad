import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { openConsentSettings } from '../lib/consent'

/**
 * A button (styled by the caller, often as a footer link) that reopens the
 * consent dialog, so a visitor can change or withdraw consent at any time.
 * It works wherever it is rendered while the ConsentManager is mounted.
 */
export function ConsentSettingsLink({
  className,
  children,
}: {
  className?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openConsentSettings}
      className={className}
    >
      {children ?? t('consent.settingsLink')}
    </button>
  )
}
