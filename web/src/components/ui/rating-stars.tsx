import type { Locale } from '@/lib/locale'

/**
 * A rating as five stars, the filled ones for the rounded rating (1–5);
 * hidden from screen readers, which get the rating as text beside it.
 */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span aria-hidden="true" className={`tracking-wider text-amber-700 ${className}`}>
      {'★'.repeat(full)}
      <span className="text-cream-300">{'★'.repeat(5 - full)}</span>
    </span>
  )
}

/** An average given in per cent (Magento's rating_summary) as stars out of 5, with one decimal. */
export function formatRating(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 20)
}
