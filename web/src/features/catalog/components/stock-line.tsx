import { useTranslation } from 'react-i18next'
import { TruckIcon } from '@/components/ui/icons'
import type { DeliveryTime } from '../lib/product-detail'

/** Stock at or below this is worth telling the customer. */
const lowStock = 5

/** The delivery time of what can be bought, or the out-of-stock message (SPEC.md section 8). */
export function StockLine({
  inStock,
  delivery,
  stockQty,
}: {
  inStock: boolean
  delivery: DeliveryTime | null
  stockQty: number | null
}) {
  const { t } = useTranslation()
  if (!inStock) {
    return <p className="font-medium text-red-800">{t('product.outOfStock')}</p>
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-forest-800">
      <TruckIcon className="size-5 shrink-0" />
      <span className="font-medium">
        {delivery
          ? delivery.minDays === delivery.maxDays
            ? t('product.deliveryExact', { count: delivery.maxDays })
            : t('product.deliveryRange', { min: delivery.minDays, max: delivery.maxDays })
          : t('product.inStock')}
      </span>
      {stockQty !== null && stockQty > 0 && stockQty <= lowStock && (
        <span className="text-ink-muted">· {t('product.lowStock', { count: stockQty })}</span>
      )}
    </p>
  )
}
