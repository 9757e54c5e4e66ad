/**
 * Amounts as staff type them: euros with a comma or a point before the
 * cents ("12,90", "12.9", "1.234,50"), read as integer cents; the server
 * computes everything else.
 */
export function centsFromText(text: string): number | null {
  let s = text.trim().replace(/\s|€/g, '')
  if (s === '') return null
  const negative = s.startsWith('-')
  if (negative) s = s.slice(1)
  const comma = s.lastIndexOf(',')
  const point = s.lastIndexOf('.')
  const decimal = Math.max(comma, point)
  let whole = s
  let fraction = ''
  // A separator followed by one or two digits at the end marks the cents;
  // any other is a thousands separator.
  if (decimal >= 0 && s.length - decimal - 1 <= 2) {
    whole = s.slice(0, decimal)
    fraction = s.slice(decimal + 1)
  }
  // Thousands come in groups of three: "1.234", not "1,2".
  if (!/^\d{1,3}([.,]\d{3})*$|^\d*$/.test(whole)) return null
  whole = whole.replace(/[.,]/g, '')
  if (!/^\d*$/.test(whole) || !/^\d{0,2}$/.test(fraction) || whole + fraction === '') return null
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0')
  if (!Number.isSafeInteger(cents)) return null
  return negative ? -cents : cents
}

/** Cents as staff edit them: "12,90" in German and French, "12.90" in English. */
export function textFromCents(cents: number | null | undefined, language: string): string {
  if (cents === null || cents === undefined) return ''
  const s = (Math.abs(cents) / 100).toFixed(2)
  return (cents < 0 ? '-' : '') + (language === 'en' ? s : s.replace('.', ','))
}
