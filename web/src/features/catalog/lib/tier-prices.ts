import type { TierPriceFieldsFragment } from '@/gql/graphql'
import type { Money } from './product'

/** From `quantity` pieces of one cart line on, each costs `price` (PAngV: with its base price per unit). */
export interface TierPrice {
  quantity: number
  price: Money
  basePrice: Money | null
}

function money(
  value: { value: number | null; currency: string | null } | null | undefined,
): Money | null {
  return value && value.value !== null
    ? { value: value.value, currency: value.currency ?? 'EUR' }
    : null
}

/** The tiers the API lists (only those below the price of one piece), by quantity ascending. */
export function toTierPrices(
  tiers: readonly (TierPriceFieldsFragment | null)[] | null | undefined,
): TierPrice[] {
  const out: TierPrice[] = []
  for (const tier of tiers ?? []) {
    const quantity = tier?.quantity ?? null
    const price = money(tier?.final_price)
    if (quantity === null || !price) continue
    out.push({ quantity, price, basePrice: money(tier?.base_price) })
  }
  return out.sort((a, b) => a.quantity - b.quantity)
}
