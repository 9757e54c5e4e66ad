import { z } from 'zod/mini'
import type { WithdrawalInput } from '@/gql/graphql'
import { checked, emailSchema, textSchema, type ValidationMessages } from '@/lib/validation'

/** The limits the server checks (internal/withdrawal). */
export const withdrawalLimits = { name: 200, orderNumber: 40, itemsText: 2000 } as const

/** The order select's value for typing a number instead of choosing an order. */
export const otherOrder = 'other'

/** An item of the chosen order, as the form offers it with a checkbox and a quantity. */
export interface WithdrawalItemValue {
  /** CustomerOrder.items' id. */
  id: string
  name: string
  sku: string
  ordered: number
  selected: boolean
  quantity: number | null
}

export interface WithdrawalValues {
  name: string
  email: string
  /** A signed-in customer's choice: an order's number, `otherOrder`, or '' before choosing. */
  orderChoice: string
  order_number: string
  scope: 'whole' | 'items'
  /** The chosen order's items (a customer's order); empty otherwise. */
  items: WithdrawalItemValue[]
  /** The items in the declarer's words, when no order was chosen from the list. */
  items_text: string
}

/** The fields the server's errors may name (applyServerErrors). */
export const withdrawalFields = [
  'name',
  'email',
  'order_number',
  'orderChoice',
  'items',
  'items_text',
] as const

export interface WithdrawalMessages extends Pick<
  ValidationMessages,
  'required' | 'email' | 'tooLong' | 'tooSmall' | 'tooLarge'
> {
  itemsRequired: string
  itemsTextRequired: string
}

/** Whether the items are chosen from a customer's order (checkboxes) rather than typed. */
export function choosesItems(values: Pick<WithdrawalValues, 'orderChoice' | 'items'>): boolean {
  return values.orderChoice !== '' && values.orderChoice !== otherOrder && values.items.length > 0
}

/** The withdrawal form's checks, as the server repeats them. */
export function withdrawalSchema(messages: WithdrawalMessages) {
  const base = z.object({
    name: textSchema(messages, { required: true, max: withdrawalLimits.name }),
    email: emailSchema(messages),
    orderChoice: z.string(),
    order_number: textSchema(messages, { required: true, max: withdrawalLimits.orderNumber }),
    scope: z.enum(['whole', 'items']),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        sku: z.string(),
        ordered: z.number(),
        selected: z.boolean(),
        quantity: z.nullable(z.number()),
      }),
    ),
    items_text: textSchema(messages, { required: false, max: withdrawalLimits.itemsText }),
  })
  return checked(base, (values, context) => {
    if (values.orderChoice === '') {
      context.addIssue({ code: 'custom', message: messages.required, path: ['orderChoice'] })
    }
    if (values.scope !== 'items') return
    if (!choosesItems(values)) {
      if (values.items_text.trim() === '') {
        context.addIssue({
          code: 'custom',
          message: messages.itemsTextRequired,
          path: ['items_text'],
        })
      }
      return
    }
    const selected = values.items.filter((item) => item.selected)
    if (selected.length === 0) {
      context.addIssue({ code: 'custom', message: messages.itemsRequired, path: ['items'] })
    }
    values.items.forEach((item, index) => {
      if (!item.selected) return
      if (item.quantity === null || item.quantity < 1) {
        context.addIssue({
          code: 'custom',
          message: messages.tooSmall(1),
          path: ['items', index, 'quantity'],
        })
      } else if (item.quantity > item.ordered) {
        context.addIssue({
          code: 'custom',
          message: messages.tooLarge(item.ordered),
          path: ['items', index, 'quantity'],
        })
      }
    })
  })
}

/** The declaration the confirmation button sends. */
export function withdrawalInput(values: WithdrawalValues): WithdrawalInput {
  const whole = values.scope === 'whole'
  const fromList = !whole && choosesItems(values)
  const text = values.items_text.trim()
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    order_number: values.order_number.trim(),
    whole_order: whole,
    items: fromList
      ? values.items
          .filter((item) => item.selected)
          .map((item) => ({ order_item_id: item.id, quantity: item.quantity ?? 1 }))
      : null,
    items_text: whole || fromList || text === '' ? null : text,
  }
}
