import type { CheckoutCart } from '../api/checkout-cart.commerce'

/** The checkout's steps (SPEC.md section 2), in order. */
export type CheckoutStep = 'email' | 'address' | 'shipping' | 'payment' | 'summary'

/**
 * The steps of a cart's checkout: a signed-in customer's address is their
 * account's, so the email step is the guest's only; a cart of virtual items
 * only ships nothing and skips the shipping method.
 */
export function checkoutSteps(cart: CheckoutCart, signedIn: boolean): CheckoutStep[] {
  const steps: CheckoutStep[] = []
  if (!signedIn) steps.push('email')
  steps.push('address')
  if (!cart.is_virtual) steps.push('shipping')
  steps.push('payment', 'summary')
  return steps
}

/** The cart's shipping address, once set. */
export function shippingAddressOf(cart: CheckoutCart) {
  return cart.shipping_addresses.find((address) => address !== null) ?? null
}

/** Whether what a step asks for is on the cart already (read again after a reload). */
export function isStepDone(step: CheckoutStep, cart: CheckoutCart): boolean {
  switch (step) {
    case 'email':
      return Boolean(cart.email)
    case 'address':
      return (cart.is_virtual || shippingAddressOf(cart) !== null) && cart.billing_address != null
    case 'shipping':
      return cart.is_virtual || shippingAddressOf(cart)?.selected_shipping_method != null
    case 'payment':
      return Boolean(cart.selected_payment_method?.code)
    case 'summary':
      return false
  }
}

/** The first step still to do: where the checkout opens, and where it goes after a step. */
export function firstOpenStep(steps: readonly CheckoutStep[], cart: CheckoutCart): CheckoutStep {
  return steps.find((step) => !isStepDone(step, cart)) ?? 'summary'
}

/**
 * The step to show after one was completed: the first one still to do
 * (usually the next; an earlier one when the change undid it, as a new
 * country drops a shipping method it does not offer), else the summary.
 */
export const stepAfter = firstOpenStep

type CheckoutItem = NonNullable<NonNullable<CheckoutCart['items']>[number]>

/**
 * Whether an item is made for the customer (§312g Abs. 2 Nr. 1 BGB: no
 * right of withdrawal): a text they entered (a name on the back) or club
 * merchandise with the club's logo.
 */
export function isIndividualised(item: CheckoutItem): boolean {
  if (item.product.merchandise?.logo_type) return true
  if (!('customizable_options' in item)) return false
  return item.customizable_options.some(
    (option) =>
      option !== null &&
      (option.type === 'field' || option.type === 'area') &&
      option.values.some((value) => value.value.trim() !== ''),
  )
}

/** The cart's individualised items' names, for the notice before the order button. */
export function individualisedItems(cart: CheckoutCart): string[] {
  return (cart.items ?? [])
    .filter((item): item is CheckoutItem => item !== null && isIndividualised(item))
    .map((item) => item.product.name ?? '')
}

/** The names of the items no longer sold (product disabled or deleted): to be removed before ordering. */
export function unavailableItems(cart: CheckoutCart): string[] {
  return (cart.items ?? [])
    .filter((item): item is CheckoutItem => item?.unavailable === true)
    .map((item) => item.product.name ?? '')
}

/** Whether an item keeps the cart from being ordered (out of stock, options changed). */
export function hasItemErrors(cart: CheckoutCart): boolean {
  return (cart.items ?? []).some((item) => item !== null && (item.errors ?? []).length > 0)
}
