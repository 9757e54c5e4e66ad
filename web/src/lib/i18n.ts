import { createInstance } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type catalog from '@/locales/de/common.json'
import { defaultLocale, type Locale } from './locale'

/** The shape of a UI catalog; the German one is the reference the others must match. */
export type Catalog = typeof catalog

/** The one namespace of the UI catalogs; the Go server reads the same files for the page head. */
export const namespace = 'common'

/**
 * Each catalog is its own chunk: a page loads the one for its language and
 * fetches another only when the visitor switches.
 */
const catalogLoaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  de: () => import('@/locales/de/common.json'),
  en: () => import('@/locales/en/common.json'),
  fr: () => import('@/locales/fr/common.json'),
}

export const i18n = createInstance()

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: false,
  ns: [namespace],
  defaultNS: namespace,
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})

/** Loads the catalog for a language once and makes it the active language. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, namespace)) {
    const { default: messages } = await catalogLoaders[locale]()
    i18n.addResourceBundle(locale, namespace, messages)
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
}
