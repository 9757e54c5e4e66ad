import { useLayoutEffect } from 'react'
import { readLocaleCookie, writeLocaleCookie, type Locale } from '@/lib/locale'

/**
 * The URL decides the language: `<html lang>` follows it, and the locale
 * cookie is rewritten whenever it names another language, so the next visit
 * to `/` lands here again. A layout effect: the page's new texts never show
 * under the old language, not even for a frame.
 */
export function useLocaleSync(locale: Locale): void {
  useLayoutEffect(() => {
    document.documentElement.lang = locale
    if (readLocaleCookie() !== locale) writeLocaleCookie(locale)
  }, [locale])
}
