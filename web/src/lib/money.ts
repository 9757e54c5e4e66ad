import { localeTags, type Locale } from './locale'

const formats = new Map<string, Intl.NumberFormat>()

function format(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.NumberFormat(localeTags[locale], options)
    formats.set(key, found)
  }
  return found
}

/** An amount in the language's way: 59,95 € (de, fr), €59.95 (en). */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  return format(locale, { style: 'currency', currency }).format(value)
}

/** A reduction as a badge shows it: -20 % (de, fr), -20% (en). */
export function formatPercentOff(percent: number, locale: Locale): string {
  return format(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'always',
  }).format(-Math.abs(percent) / 100)
}

/** A round amount without cents (50 €), others with (49,95 €): for price ranges in filters. */
export function formatMoneyCompact(value: number, currency: string, locale: Locale): string {
  return Number.isInteger(value)
    ? format(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)
    : formatMoney(value, currency, locale)
}
