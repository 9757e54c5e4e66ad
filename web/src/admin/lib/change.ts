/**
 * The change against last year's figure as a fraction (0.25 for +25 %), or
 * null when last year had nothing to compare with: growth from zero has no
 * percentage, and the dashboard says "no figure last year" instead.
 */
export function relativeChange(current: number, lastYear: number): number | null {
  if (lastYear === 0) return null
  return (current - lastYear) / lastYear
}

/** "+25 %", "-12,5 %", "±0 %" in the UI's language, one decimal at most. */
export function formatChange(locale: string, change: number): string {
  const rounded = Math.round(change * 1000) / 1000
  if (rounded === 0) {
    return '±' + new Intl.NumberFormat(locale, { style: 'percent' }).format(0)
  }
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'always',
  }).format(rounded)
}
