import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import de from '../locales/de.json'
import en from '../locales/en.json'
import fr from '../locales/fr.json'
import { setApiLanguage } from './api'

/** The back office's languages; German is the reference catalog. */
export const languages = ['de', 'en', 'fr'] as const
export type Language = (typeof languages)[number]

/** A text of the back office's UI. */
export type TextKey = keyof typeof de

const catalogs: Record<Language, Record<TextKey, string>> = { de, en, fr }

const storageKey = 'paddock-admin-language'

/** The language to start in: the one chosen before, else the browser's, else German. */
export function startLanguage(): Language {
  try {
    const chosen = localStorage.getItem(storageKey)
    if (chosen && (languages as readonly string[]).includes(chosen)) return chosen as Language
  } catch {
    // Storage may be off; the browser's language decides.
  }
  for (const l of navigator.languages) {
    const base = l.slice(0, 2).toLowerCase()
    if ((languages as readonly string[]).includes(base)) return base as Language
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
/** The locale each language formats numbers and dates in. */
const intlLocales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR' }

export function formatMoney(language: Language, cents: number): string {
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)
}

/** Formats an RFC 3339 time in Berlin, date and time. */
export function formatTime(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso))
}

/** Formats a Berlin date (YYYY-MM-DD). */
export function formatDay(language: Language, day: string): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(day + 'T00:00:00Z'))
}
