import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '@/hooks/use-locale'
import { formatMoney } from '@/lib/money'
import { pathFor } from '@/lib/routes'
import type { PriceRange } from '../lib/product'

export interface PriceBlockProps {
  price: PriceRange
  /** Package content such as "20 kg"; shown with the base price. */
  careSize?: string | null
  basePriceUnit?: string | null
  /** "from" before the price while the variants' prices differ. */
  showFrom?: boolean
  /** 'page': large; 'card': compact, for listing tiles. Both with the VAT and shipping note. */
  variant?: 'page' | 'card'
  className?: string
}

/**
 * A price as German law wants it shown (PAngV): the final gross price; when
 * reduced, the lowest price of the 30 days before the reduction struck
 * through, said to be that (§ 11; the badge's percentage is against the
 * same price, see toPriceRange); the base price per unit where the package
 * has a content; "incl. VAT, plus shipping" with a link to the shipping
 * costs, on listing tiles as on the page (§ 6).
 */
export function PriceBlock({
  price,
  careSize,
  basePriceUnit,
  showFrom = false,
  variant = 'page',
  className = '',
}: PriceBlockProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { minimum } = price
  const money = (value: { value: number; currency: string }) =>
    formatMoney(value.value, value.currency, locale)
  const reference = minimum.reference
  const finalPrice = money(minimum.final)
  const onPage = variant === 'page'

  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-2.5 gap-y-1">
        <span
          className={`font-semibold ${reference ? 'text-red-800' : 'text-forest-900'} ${onPage ? 'text-3xl' : 'text-lg'}`}
        >
          {showFrom ? t('price.from', { price: finalPrice }) : finalPrice}
        </span>
        {reference && (
          <s className={`text-ink-muted ${onPage ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">{t('price.insteadOf')} </span>
            {money(reference)}
          </s>
        )}
      </p>
      {reference && (
        <p className={`text-ink-muted ${onPage ? 'mt-1 text-sm' : 'text-xs'}`}>
          {t('price.referenceNote')}
        </p>
      )}
      {minimum.basePrice && basePriceUnit && (
        <p className={`text-ink-muted ${onPage ? 'mt-1 text-sm' : 'text-xs'}`}>
          {careSize && <>{t('price.content', { content: careSize })} · </>}
          {t('price.basePrice', { price: money(minimum.basePrice), unit: basePriceUnit })}
        </p>
      )}
      {/* PAngV § 6: every price with its note, on listing tiles too; above a card's link overlay. */}
      <VatNote
        className={onPage ? 'mt-1 text-sm text-ink-muted' : 'relative z-10 text-xs text-ink-muted'}
      />
    </div>
  )
}

/** "incl. VAT, plus shipping", the shipping costs a link to the shipping page. */
export function VatNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <p className={className}>
      {t('price.vatIncluded')}
      <Link
        to={pathFor('shipping', locale)}
        className="underline underline-offset-2 hover:text-forest-800"
      >
        {t('price.shipping')}
      </Link>
    </p>
  )
}
