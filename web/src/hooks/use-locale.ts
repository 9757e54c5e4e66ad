import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { defaultLocale, isLocale, type Locale } from '@/lib/locale'

/**
 * The language of the current page: the URL's prefix, or, on a page whose
 * prefix is no language (a 404), the language the app fell back to.
 */
export function useLocale(): Locale {
  const { lang } = useParams()
  const { i18n } = useTranslation()
  if (isLocale(lang)) return lang
  return isLocale(i18n.language) ? i18n.language : defaultLocale
}
