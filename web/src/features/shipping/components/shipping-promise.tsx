import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '@/hooks/use-locale'
import type { Locale } from '@/lib/locale'
import { useShippingEstimate } from '../api/get-shipping-estimate.commerce'
import { shippingPromise } from '../lib/shipping-promise'

/**
 * The product page's shipping line beside the delivery time: what
 * shipping to the visitor's country costs and from when it is free
 * ("Versand nach Frankreich: 9,95 €, kostenlos ab 150,00 €"), or that
 * this product alone ships free (`goods`: its price). Nothing until the
 * estimate is known.
 */
export function ShippingPromise({ goods, className = '' }: { goods?: number; className?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data } = useShippingEstimate(locale)
  const text = shippingPromise(data, locale, t, { style: 'line', goods })
  if (!text) return null
  return (
    <p className={`text-sm text-ink-muted ${className}`} data-shipping-promise={data?.country_code}>
      {text}
    </p>
  )
}

/**
 * What the product page shows of shipping to the visitor (its
 * ProductShipping, composed by the app): the extra working days abroad
 * and the promise line for goods of a value.
 */
export function useProductShipping(locale: Locale) {
  const { data } = useShippingEstimate(locale)
  return useMemo(
    () => ({
      extraDays: data?.available ? { min: data.extra_min_days, max: data.extra_max_days } : null,
      promise: (goods: number) => <ShippingPromise goods={goods} className="mt-1 pl-7" />,
    }),
    [data],
  )
}

/**
 * The header's shipping promise for the visitor ("Kostenloser Versand nach
 * Frankreich ab 150 €"), for announcements that carry it (`enabled`);
 * null until known.
 */
export function useShippingBanner(locale: Locale, enabled: boolean): string | null {
  const { t } = useTranslation()
  const { data } = useShippingEstimate(locale, enabled)
  return enabled ? shippingPromise(data, locale, t, { style: 'banner' }) : null
}
