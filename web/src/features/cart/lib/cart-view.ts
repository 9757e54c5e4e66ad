import type { CartFieldsFragment, SelectedOptionFieldsFragment } from '@/gql/graphql'

export type Cart = CartFieldsFragment
export type CartItem = NonNullable<NonNullable<Cart['items']>[number]>
export type Money = { value: number | null; currency: string | null } | null | undefined

/** The cart's items, without the holes a GraphQL list may have. */
export function cartItems(cart: Cart | null | undefined): CartItem[] {
  return (cart?.items ?? []).filter((item): item is CartItem => item !== null)
}

/** The picture of an item: the chosen variant's, else the product's. */
export function itemImage(item: CartItem) {
  const variantImage =
    'configured_variant' in item ? item.configured_variant.small_image : undefined
  const image = variantImage?.sizes ? variantImage : item.product.small_image
  return image?.sizes ? { src: image.sizes.small, width: image.width, height: image.height } : null
}

/** The item's product page under the language prefix. */
export function itemPath(item: CartItem): string | null {
  return item.product.url_key ? `${item.product.url_key}${item.product.url_suffix ?? ''}` : null
}

/** The SKU of what is bought: the variant's for a configurable product. */
export function itemSku(item: CartItem): string {
  return ('configured_variant' in item ? item.configured_variant.sku : item.product.sku) ?? ''
}

/** One line of what was chosen: "Farbe: Oliv", "Name am Knie: Mia". */
export interface ChosenOption {
  key: string
  label: string
  value: string
  /** The surcharge as the server states it: euros for FIXED, per cent for PERCENT; 0 for none. */
  surcharge: { value: number; percent: boolean } | null
}

function customizableOptions(item: CartItem): SelectedOptionFieldsFragment[] {
  if (!('customizable_options' in item)) return []
  return item.customizable_options
    .filter((option): option is SelectedOptionFieldsFragment => option !== null)
    .sort((a, b) => a.sort_order - b.sort_order)
}

/** The variant's values, then the customizable options' values, as the item shows them. */
export function chosenOptions(item: CartItem): ChosenOption[] {
  const variant: ChosenOption[] =
    'configurable_options' in item
      ? item.configurable_options.map((option) => ({
          key: option.configurable_product_option_uid,
          label: option.option_label,
          value: option.value_label,
          surcharge: null,
        }))
      : []
  const custom = customizableOptions(item).flatMap((option) =>
    option.values.map((value) => ({
      key: `${option.customizable_option_uid}:${value.customizable_option_value_uid}`,
      label: option.label,
      value: value.value || value.label,
      surcharge:
        value.price.value > 0
          ? { value: value.price.value, percent: value.price.type === 'PERCENT' }
          : null,
    })),
  )
  return [...variant, ...custom]
}

/** An amount that is there: its value, or 0. */
export function amount(money: Money): number {
  return money?.value ?? 0
}

export function currency(money: Money): string {
  return money?.currency ?? 'EUR'
}
