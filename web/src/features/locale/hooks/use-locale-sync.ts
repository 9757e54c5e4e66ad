import { useLayoutEffect } from 'react'
import { i18n } from '@/lib/i18n'
import { readLocaleCookie, writeLocaleCookie, type Locale } from '@/lib/locale'

/**
 * The URL decides the language: `<html lang>` follows it, and the locale
 * cookie is rewritten whenever it names another language, so the next visit
 * to `/` lands here again. The texts switch here too (the loader only
 * fetched the catalog): in a layout effect, so texts and `<html lang>`
 * change in the same frame, never one before the other.
 */
export function useLocaleSync(locale: Locale): void {
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale)
    document.documentElement.lang = locale
    if (readLocaleCookie() !== locale) writeLocaleCookie(locale)
  }, [locale])
}
