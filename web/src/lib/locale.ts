/** The shop's languages, German first (SPEC.md sections 1 and 9). */
export const locales = ['de', 'en', 'fr'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'de'

/** Each language in its own words, as a language switcher shows it. */
export const localeNames: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
}

/** The language tags the shop formats numbers and dates with (SPEC.md section 1). */
export const localeTags: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-US',
  fr: 'fr-FR',
}

export const localeCookieName = 'paddock_locale'

/** 365 days (SPEC.md section 9). */
export const localeCookieMaxAgeSeconds = 31_536_000

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The value of the locale cookie, or undefined when it is not set. */
export function readLocaleCookie(cookieHeader: string = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === localeCookieName) return decodeURIComponent(value.join('='))
  }
  return undefined
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${localeCookieName}=${locale}; Max-Age=${String(localeCookieMaxAgeSeconds)}; Path=/; SameSite=Lax`
}

/** The first supported language in a browser's preference list. */
export function negotiateLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return undefined
}

/**
 * The language for a visitor without one in the URL: the saved cookie, then
 * the browser's language list, then fallback: the site's default language
 * (German unless its settings say otherwise; SPEC.md section 2), as the
 * server decides for `/`.
 */
export function preferredLocale(fallback: Locale = defaultLocale): Locale {
  const saved = readLocaleCookie()
  if (isLocale(saved)) return saved
  return negotiateLocale(navigator.languages) ?? fallback
}

/** Splits `/de/customer/data` into the language segment and the rest (`customer/data`). */
export function splitLocalePath(pathname: string): { locale: string; rest: string } {
  const [, locale = '', ...rest] = pathname.split('/')
  return { locale, rest: rest.join('/').replace(/\/+$/, '') }
}

/** The same page under another language prefix: `/de/checkout/cart` → `/fr/checkout/cart`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const { rest } = splitLocalePath(pathname)
  return rest ? `/${locale}/${rest}` : `/${locale}`
}
