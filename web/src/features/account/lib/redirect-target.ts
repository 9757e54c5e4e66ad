import { isLocale, type Locale } from '@/lib/locale'

/** The query parameter that names where to go after signing in. */
export const redirectParam = 'redirect'

/**
 * A stand-in origin to resolve targets against: whatever resolves to
 * another origin is refused, and no window is needed (render stays pure).
 */
const shopOrigin = 'https://shop.paddock.invalid'

/**
 * Where the account page may send someone after signing in or registering:
 * a path of this shop under one of its languages (`/de/customer`, with its
 * query and fragment), never an absolute URL, a protocol-relative `//host`
 * or anything a browser would resolve to another origin, and never the
 * account pages themselves. Null for anything else.
 */
export function redirectTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null
  let url: URL
  try {
    url = new URL(value, shopOrigin)
  } catch {
    return null
  }
  if (url.origin !== shopOrigin) return null
  const [, lang, section] = url.pathname.split('/')
  if (!isLocale(lang) || section === 'account') return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in page, asked to lead on to `target` (a path) afterwards. */
export function accountPath(locale: Locale, target?: string): string {
  const path = `/${locale}/account`
  return target ? `${path}?${new URLSearchParams({ [redirectParam]: target }).toString()}` : path
}

/** Where a customer goes after signing in when nothing else was asked for: the customer area. */
export function afterSignInPath(locale: Locale, requested: string | null | undefined): string {
  return redirectTarget(requested) ?? `/${locale}/customer`
}
