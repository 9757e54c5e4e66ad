import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { usePasswordMessages } from '@/hooks/use-password-messages'
import { useValidationMessages } from '@/hooks/use-validation-messages'
import type { CustomerMessages } from '../lib/customer-schemas'

/**
 * The customer area's check texts in the page's language: the shared ones,
 * the password rules and the date in the server's own words
 * (internal/platform/i18n/messages/…/customer.json). Inside the forms and
 * customer parts of the UI catalogs.
 */
export function useCustomerMessages(): CustomerMessages {
  const { t } = useTranslation()
  const validation = useValidationMessages()
  const passwords = usePasswordMessages()
  return useMemo(
    () => ({
      email: validation.email,
      tooLong: validation.tooLong,
      ...passwords,
      dateOfBirth: t('customer.data.dateOfBirthInvalid'),
      sameEmail: t('customer.email.same'),
    }),
    [t, validation, passwords],
  )
}
