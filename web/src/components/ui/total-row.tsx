import type { ReactNode } from 'react'

const tones = {
  plain: '',
  discount: 'text-forest-800',
  grand: 'border-t border-cream-300 pt-3 text-base font-semibold text-forest-900',
  tax: 'text-ink-muted',
} as const

/**
 * One line of a price summary inside a `<dl>` (the cart's, the checkout's,
 * an order's): the label and its amount, right-aligned in tabular figures.
 * A discount is green, the grand total set off above, the VAT it includes
 * muted.
 */
export function TotalRow({
  label,
  value,
  tone = 'plain',
}: {
  label: ReactNode
  value: ReactNode
  tone?: keyof typeof tones
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${tones[tone]}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  )
}
