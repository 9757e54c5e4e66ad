import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasCatalogPart, loadCatalogPart, notePartsUsed, type CatalogPart } from './i18n'
import type { Locale } from './locale'

/**
 * Makes sure a part of the UI catalogs (or several, loaded side by side) is
 * loaded for the active language and reports whether it is there; a screen
 * that needs it renders once it is.
 */
export function useCatalogPart(part: CatalogPart | readonly CatalogPart[]): boolean {
  const { i18n } = useTranslation()
  const locale = i18n.language as Locale
  const [, loaded] = useState(0)
  const parts = typeof part === 'string' ? [part] : part
  // The server renders with every part loaded; the browser loads these before it hydrates.
  if (typeof window === 'undefined') notePartsUsed(parts)
  const missing = parts.filter((name) => !hasCatalogPart(locale, name))
  // A key of what is missing, so a new array of the same parts starts no new load.
  const missingKey = missing.join(' ')
  useEffect(() => {
    if (missingKey === '') return
    let live = true
    Promise.all(
      missingKey.split(' ').map((name) => loadCatalogPart(locale, name as CatalogPart)),
    ).then(
      () => {
        if (live) loaded((n) => n + 1)
      },
      () => undefined, // a failed chunk is retried on the next mount
    )
    return () => {
      live = false
    }
  }, [locale, missingKey])
  return missing.length === 0
}
