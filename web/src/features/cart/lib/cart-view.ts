import type { CartFieldsFragment, SelectedOptionFieldsFragment } from '@/gql/graphql'

export type Cart = CartFieldsFragment
export type CartItem = NonNullable<NonNullable<Cart['items']>[number]>
export type Money = { value: number | null; currency: string | null } | null | undefined

/** The cart's items, without the holes a GraphQL list may have. */
export function cartItems(cart: Cart | null | undefined): CartItem[] {
  return (cart?.items ?? []).filter((item): item is CartItem => item !== null)
}

/**
 * The names of the items that can no longer be bought (their product was
 * disabled or deleted, or their variant or an option went away): they stay
 * in the cart, marked, out of its totals, and keep it from the checkout
 * until removed.
 */
export function unavailableNames(cart: Cart | null | undefined): string[] {
  return cartItems(cart)
    .filter((item) => item.unavailable)
    .map((item) => item.product.name ?? itemSku(item))
}

/** The picture of an item: the chosen variant's, else the product's. */
export function itemImage(item: CartItem) {
  const variantImage =
    'configured_variant' in item ? item.configured_variant.small_image : undefined
  const image = variantImage?.sizes ? variantImage : item.product.small_image
  // An item no longer sold shows the picture it kept, whose size is not known (0).
  return image?.sizes
    ? {
        src: image.sizes.small,
        width: image.width === 0 ? null : image.width,
        height: image.height === 0 ? null : image.height,
      }
    : null
}

/** The item's product page under the language prefix; none for an item no longer sold. */
export function itemPath(item: CartItem): string | null {
  if (item.unavailable) return null
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

/** What an add asked for: Magento's CartItemInput, as the cart feature sends it. */
export interface AddedInput {
  sku: string
  selected_options?: readonly string[] | null
  entered_options?: readonly { uid: string; value: string }[] | null
}

/**
 * The cart's line an add went into: the one of the same SKU (the
 * variant's) with the same choices, the uids of its customizable values
 * being the selected options' and the entered options' (an entered value
 * carries its option's uid) and the texts the same. An add that met a line
 * of the same choices raised its quantity; Magento answers no line id, so
 * it is found by what was asked. Null when the cart has no such line.
 */
export function addedItem(cart: Cart | null | undefined, input: AddedInput): CartItem | null {
  const wanted = [
    ...(input.selected_options ?? []),
    ...(input.entered_options ?? []).map((option) => option.uid),
  ].sort()
  const texts = new Map((input.entered_options ?? []).map((o) => [o.uid, o.value.trim()]))
  const same = cartItems(cart).filter((item) => itemSku(item) === input.sku)
  const exact = same.find((item) => {
    const values = customizableOptions(item).flatMap((option) => option.values)
    const uids = values.map((value) => value.customizable_option_value_uid).sort()
    if (uids.length !== wanted.length || uids.some((uid, i) => uid !== wanted[i])) return false
    return values.every((value) => {
      const text = texts.get(value.customizable_option_value_uid)
      return text === undefined || text === value.value.trim()
    })
  })
  return exact ?? (same.length === 1 ? (same[0] ?? null) : null)
}
