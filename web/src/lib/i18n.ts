import { createInstance } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type catalog from '@/locales/de/common.json'
import type accountCatalog from '@/locales/de/account.json'
import type cartCatalog from '@/locales/de/cart.json'
import type checkoutCatalog from '@/locales/de/checkout.json'
import type customerCatalog from '@/locales/de/customer.json'
import type formsCatalog from '@/locales/de/forms.json'
import type returnsCatalog from '@/locales/de/returns.json'
import type reviewsCatalog from '@/locales/de/reviews.json'
import type wishlistCatalog from '@/locales/de/wishlist.json'
import type withdrawalCatalog from '@/locales/de/withdrawal.json'
import { defaultLocale, type Locale } from './locale'

/**
 * The shape of a UI catalog with its parts; the German one is the reference
 * the others must match.
 */
export type Catalog = typeof catalog &
  typeof formsCatalog &
  typeof accountCatalog &
  typeof customerCatalog &
  typeof cartCatalog &
  typeof checkoutCatalog &
  typeof returnsCatalog &
  typeof reviewsCatalog &
  typeof wishlistCatalog &
  typeof withdrawalCatalog

/** The one namespace of the UI catalogs; the Go server reads the same files for the page head. */
export const namespace = 'common'

/**
 * Each catalog is its own chunk: a page loads the one for its language and
 * fetches another only when the visitor switches.
 */
const catalogLoaders: Record<Locale, () => Promise<{ default: typeof catalog }>> = {
  de: () => import('@/locales/de/common.json'),
  en: () => import('@/locales/en/common.json'),
  fr: () => import('@/locales/fr/common.json'),
}

export const i18n = createInstance()

const catalogsLoaded = new Set<Locale>()

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
  await loadLocale(locale)
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
}

/**
 * Loads the catalog for a language once, without switching to it: a page
 * loader fetches the next page's language while the current page still
 * shows in its own (useLocaleSync switches when the new page commits).
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!catalogsLoaded.has(locale)) {
    const { default: messages } = await catalogLoaders[locale]()
    // Deep, without overwriting: a part may have been merged in already.
    i18n.addResourceBundle(locale, namespace, messages, true, false)
    catalogsLoaded.add(locale)
  }
}

/**
 * Parts of the catalogs that only some screens need (forms, the newsletter,
 * the contact form, the consent dialog; the account screens' sign-in,
 * registration and password reset; the customer area; the cart page; the
 * checkout; the return screens; the withdrawal function): they stay out of the first load and are
 * merged into the same namespace when such a screen first shows.
 */
export type CatalogPart =
  | 'forms'
  | 'account'
  | 'customer'
  | 'cart'
  | 'checkout'
  | 'returns'
  | 'reviews'
  | 'wishlist'
  | 'withdrawal'

const partLoaders: Record<CatalogPart, Record<Locale, () => Promise<{ default: object }>>> = {
  forms: {
    de: () => import('@/locales/de/forms.json'),
    en: () => import('@/locales/en/forms.json'),
    fr: () => import('@/locales/fr/forms.json'),
  },
  account: {
    de: () => import('@/locales/de/account.json'),
    en: () => import('@/locales/en/account.json'),
    fr: () => import('@/locales/fr/account.json'),
  },
  customer: {
    de: () => import('@/locales/de/customer.json'),
    en: () => import('@/locales/en/customer.json'),
    fr: () => import('@/locales/fr/customer.json'),
  },
  cart: {
    de: () => import('@/locales/de/cart.json'),
    en: () => import('@/locales/en/cart.json'),
    fr: () => import('@/locales/fr/cart.json'),
  },
  checkout: {
    de: () => import('@/locales/de/checkout.json'),
    en: () => import('@/locales/en/checkout.json'),
    fr: () => import('@/locales/fr/checkout.json'),
  },
  returns: {
    de: () => import('@/locales/de/returns.json'),
    en: () => import('@/locales/en/returns.json'),
    fr: () => import('@/locales/fr/returns.json'),
  },
  reviews: {
    de: () => import('@/locales/de/reviews.json'),
    en: () => import('@/locales/en/reviews.json'),
    fr: () => import('@/locales/fr/reviews.json'),
  },
  wishlist: {
    de: () => import('@/locales/de/wishlist.json'),
    en: () => import('@/locales/en/wishlist.json'),
    fr: () => import('@/locales/fr/wishlist.json'),
  },
  withdrawal: {
    de: () => import('@/locales/de/withdrawal.json'),
    en: () => import('@/locales/en/withdrawal.json'),
    fr: () => import('@/locales/fr/withdrawal.json'),
  },
}

const partsLoaded = new Map<string, Promise<void>>()

/** Whether a part's texts are there for a language. */
/** Every part of the catalogs. */
export const catalogParts = Object.keys(partLoaders) as CatalogPart[]

const partsUsed = new Set<CatalogPart>()

/**
 * Notes the parts a server render used (useCatalogPart), so that the page's
 * state names them and the browser loads them before it hydrates.
 */
export function notePartsUsed(parts: readonly CatalogPart[]): void {
  for (const part of parts) partsUsed.add(part)
}

/** The parts used since the last call, forgotten (entry-server.tsx, once per render). */
export function takePartsUsed(): CatalogPart[] {
  const used = [...partsUsed]
  partsUsed.clear()
  return used
}

export function hasCatalogPart(locale: Locale, part: CatalogPart): boolean {
  return settled.has(`${part}:${locale}`)
}

const settled = new Set<string>()

/** Loads a part of the catalogs for a language once. */
export function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${part}:${locale}`
  let loading = partsLoaded.get(key)
  if (!loading) {
    loading = partLoaders[part][locale]().then(({ default: messages }) => {
      i18n.addResourceBundle(locale, namespace, messages, true, true)
      settled.add(key)
    })
    loading.catch(() => partsLoaded.delete(key))
    partsLoaded.set(key, loading)
  }
  return loading
}
