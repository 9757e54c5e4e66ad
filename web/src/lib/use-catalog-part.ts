import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasCatalogPart, loadCatalogPart, type CatalogPart } from './i18n'
import type { Locale } from './locale'

/**
 * Makes sure a part of the UI catalogs is loaded for the active language
 * and reports whether it is there; a screen that needs it renders once it
 * is.
 */
export function useCatalogPart(part: CatalogPart): boolean {
  const { i18n } = useTranslation()
  const locale = i18n.language as Locale
  const [, loaded] = useState(0)
  const ready = hasCatalogPart(locale, part)
  useEffect(() => {
    if (ready) return
    let live = true
    loadCatalogPart(locale, part).then(
      () => {
        if (live) loaded((n) => n + 1)
      },
      () => undefined, // a failed chunk is retried on the next mount
    )
    return () => {
      live = false
    }
  }, [locale, part, ready])
  return ready
}
