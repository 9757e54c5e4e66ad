import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import de from '../locales/de.json'
import en from '../locales/en.json'
import { setApiLanguage } from './api'

/** The back office's languages; German is the reference catalog. */
export const languages = ['de', 'en'] as const
export type Language = (typeof languages)[number]

/** A text of the back office's UI. */
export type TextKey = keyof typeof de

const catalogs: Record<Language, Record<TextKey, string>> = { de, en }

const storageKey = 'paddock-admin-language'

/** The language to start in: the one chosen before, else the browser's, else German. */
export function startLanguage(): Language {
  try {
    const chosen = localStorage.getItem(storageKey)
    if (chosen === 'de' || chosen === 'en') return chosen
  } catch {
    // Storage may be off; the browser's language decides.
  }
  for (const l of navigator.languages) {
    const base = l.slice(0, 2).toLowerCase()
    if (base === 'de' || base === 'en') return base
  }
  return 'de'
}

type Translate = (key: TextKey, vars?: Record<string, string | number>) => string

interface TextContext {
  language: Language
  setLanguage: (l: Language) => void
  t: Translate
}

const Context = createContext<TextContext | null>(null)

/** Fills {name} placeholders. */
export function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  )
}

export function TextProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setState] = useState<Language>(() => {
    setApiLanguage(initial)
    document.documentElement.lang = initial
    return initial
  })
  const setLanguage = useCallback((l: Language) => {
    setApiLanguage(l)
    document.documentElement.lang = l
    try {
      localStorage.setItem(storageKey, l)
    } catch {
      // Not kept: the next visit starts in the browser's language.
    }
    setState(l)
  }, [])
  const value = useMemo<TextContext>(
    () => ({ language, setLanguage, t: (key, vars) => fill(catalogs[language][key], vars) }),
    [language, setLanguage],
  )
  return <Context value={value}>{children}</Context>
}

/** The UI's language, its switch and its texts. */
export function useText(): TextContext {
  const ctx = useContext(Context)
  if (!ctx) throw new Error('useText outside TextProvider')
  return ctx
}

/** Formats cents as euros in the UI's language. */
export function formatMoney(language: Language, cents: number): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)
}

/** Formats an RFC 3339 time in Berlin, date and time. */
export function formatTime(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso))
}

/** Formats a Berlin date (YYYY-MM-DD). */
export function formatDay(language: Language, day: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(day + 'T00:00:00Z'))
}
