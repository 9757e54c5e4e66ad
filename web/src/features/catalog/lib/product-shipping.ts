import type { ReactNode } from 'react'
import type { DeliveryTime } from './product-detail'

/**
 * What the product page shows of shipping to the visitor's country (the
 * app composes it with the shipping feature): the working days a parcel
 * there takes beyond the catalogue's delivery time (to Germany), and the
 * line saying what shipping costs for goods of a value.
 */
export interface ProductShipping {
  extraDays: { min: number; max: number } | null
  promise: (goods: number) => ReactNode
}

/** A delivery time to the visitor's country: the catalogue's plus the extra days there. */
export function deliveryTo(
  delivery: DeliveryTime | null,
  shipping: ProductShipping | undefined,
): DeliveryTime | null {
  const extra = shipping?.extraDays
  if (!delivery || !extra || (extra.min === 0 && extra.max === 0)) return delivery
  return { minDays: delivery.minDays + extra.min, maxDays: delivery.maxDays + extra.max }
}
