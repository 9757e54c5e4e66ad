import { useEffect } from 'react'
import { readLocaleCookie, writeLocaleCookie, type Locale } from '@/lib/locale'

/**
 * The URL decides the language: `<html lang>` follows it, and the locale
 * cookie is rewritten whenever it names another language, so the next visit
 * to `/` lands here again.
 */
export function useLocaleSync(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale
    if (readLocaleCookie() !== locale) writeLocaleCookie(locale)
  }, [locale])
}
