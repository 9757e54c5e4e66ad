import { useSyncExternalStore } from 'react'
import { defaultLocale, isLocale, type Locale } from './locale'

/**
 * The shop's name and default language as the site's settings give them
 * (content API Site.name, Site.defaultLocale), set by the start-up once
 * the site has loaded: titles, the header's home link and the copyright
 * name the shop by it, and a visitor without a language of their own gets
 * the default one. Before the site loads (or when it sets none) the
 * storefront's own name and German hold.
 */
let current: { name: string | null; defaultLocale: Locale } = {
  name: null,
  defaultLocale,
}
const listeners = new Set<() => void>()

export function setSiteIdentity(site: {
  name?: string | null
  defaultLocale?: string | null
}): void {
  const name = site.name?.trim() ? site.name.trim() : null
  const locale = isLocale(site.defaultLocale) ? site.defaultLocale : defaultLocale
  if (name === current.name && locale === current.defaultLocale) return
  current = { name, defaultLocale: locale }
  for (const listener of listeners) listener()
}

/** The site's default language (German until the site says otherwise). */
export function siteDefaultLocale(): Locale {
  return current.defaultLocale
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The shop's name from the site's settings, else fallback (the catalogue's name). */
export function useSiteName(fallback: string): string {
  const name = useSyncExternalStore(
    subscribe,
    () => current.name,
    () => current.name,
  )
  return name ?? fallback
}
