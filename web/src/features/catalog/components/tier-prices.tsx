import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '@/hooks/use-locale'
import { formatMoney } from '@/lib/money'
import type { TierPrice } from '../lib/tier-prices'

export interface TierPricesProps {
  tiers: readonly TierPrice[]
  /** kg, l or m when the product has a base price (PAngV): each tier then names its own. */
  basePriceUnit?: string | null
  className?: string
}

/**
 * The product's quantity prices below its price: "ab 5 Stück je 17,90 €",
 * with the base price per unit of the tier's price where the product has
 * one (PAngV § 4: every price shown with its base price). The cart charges
 * them by the line's quantity.
 */
export function TierPrices({ tiers, basePriceUnit, className = '' }: TierPricesProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const heading = useId()
  if (tiers.length === 0) return null
  return (
    <section
      aria-labelledby={heading}
      className={`rounded-md border border-cream-300 bg-cream-50 px-4 py-3 ${className}`}
    >
      <h2 id={heading} className="text-sm font-semibold text-forest-900">
        {t('price.tiers')}
      </h2>
      <ul className="mt-1 space-y-0.5 text-sm text-forest-900">
        {tiers.map((tier) => (
          <li key={tier.quantity}>
            {t('price.tier', {
              quantity: tier.quantity,
              price: formatMoney(tier.price.value, tier.price.currency, locale),
            })}
            {tier.basePrice && basePriceUnit && (
              <span className="text-ink-muted">
                {' '}
                (
                {t('price.basePrice', {
                  price: formatMoney(tier.basePrice.value, tier.basePrice.currency, locale),
                  unit: basePriceUnit,
                })}
                )
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
