import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { minPasswordLength, type PasswordMessages } from '@/lib/password-rules'

/**
 * The password checks' texts in the page's language, in the server's own
 * words (internal/platform/i18n/messages/…/customer.json), so a password
 * the server refuses reads the same. In the forms part of the UI catalogs.
 */
export function usePasswordMessages(): PasswordMessages {
  const { t } = useTranslation()
  return useMemo(
    () => ({
      required: t('validation.required'),
      tooShort: t('forms.password.tooShort', { min: minPasswordLength }),
      classes: t('forms.password.classes'),
      mismatch: t('forms.password.mismatch'),
    }),
    [t],
  )
}
