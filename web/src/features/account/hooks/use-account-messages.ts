import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { usePasswordMessages } from '@/hooks/use-password-messages'
import { useValidationMessages } from '@/hooks/use-validation-messages'
import type { AccountMessages } from '../lib/account-schemas'

/**
 * The account forms' check texts in the page's language: the shared ones,
 * the password rules and the date of birth in the server's own words
 * (internal/platform/i18n/messages/…/customer.json). Inside the forms and
 * account parts of the UI catalogs.
 */
export function useAccountMessages(): AccountMessages {
  const { t } = useTranslation()
  const validation = useValidationMessages()
  const password = usePasswordMessages()
  return useMemo(
    () => ({
      ...password,
      required: validation.required,
      email: validation.email,
      tooLong: validation.tooLong,
      dateOfBirth: t('account.dateOfBirthInvalid'),
    }),
    [t, validation, password],
  )
}
