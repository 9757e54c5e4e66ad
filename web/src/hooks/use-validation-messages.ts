import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ValidationMessages } from '@/lib/validation'

/**
 * The validation texts of SPEC.md section 5 in the page's language, for
 * the schemas of lib/validation.ts. They are in the forms part of the UI
 * catalogs: a form using them renders inside withCatalogPart('forms', …).
 */
export function useValidationMessages(): ValidationMessages {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  return useMemo(
    () => ({
      required: t('validation.required'),
      email: t('forms.validation.email'),
      invalid: t('forms.validation.invalid'),
      tooLong: (max: number) => t('forms.validation.tooLong', { max }),
      tooSmall: (min: number) =>
        t('forms.validation.tooSmall', { min: min.toLocaleString(language) }),
      tooLarge: (max: number) =>
        t('forms.validation.tooLarge', { max: max.toLocaleString(language) }),
    }),
    [t, language],
  )
}
