import { z } from 'zod/mini'
import type { CreateReturnRequestInput } from '@/gql/graphql'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import type { OrderReturnItem } from '../api/get-order-return-information.commerce'

/*
 * The checks of the return form (SPEC.md section 5). They catch what the
 * customer can fix before a request; the server (internal/returns) checks
 * again, with what was returned meanwhile, and its field errors
 * (`items.N.quantity` of the items sent, `comment`) land beside the field.
 */

/** A return's comment, at most this many characters (returns.MaxComment). */
export const maxCommentLength = 1000

/** The form's path of a line (react-hook-form's name): `items.3`. */
export function linePath(index: number): `items.${number}` {
  return `items.${String(index)}` as `items.${number}`
}

/** One line of the form, by the item's place in the return information. */
export interface ReturnFormLine {
  selected: boolean
  quantity: number | null
  /** A code of returnReasons; '' before one is chosen. */
  reason: string
}

export interface ReturnFormValues {
  items: ReturnFormLine[]
  comment: string
}

/** The texts of the form's checks (useReturnMessages). */
export interface ReturnFormMessages {
  /** "Please select at least one item …" */
  noneSelected: string
  /** SPEC.md section 5: "A return needs a quantity and a reason for every selected item." */
  incomplete: string
  /** "Please give a quantity from 1 to {{max}}." for an item's bounds. */
  quantityRange: (max: number) => string
  /** "At most 1000 characters." */
  commentTooLong: string
}

/** Whether the customer can pick an item: something is returnable and no refusal of its own. */
export function isSelectable(item: Pick<OrderReturnItem, 'qtyReturnable' | 'refusal'>): boolean {
  return item.qtyReturnable > 0 && !item.refusal
}

/** The form's starting values: nothing selected, a quantity of 1 ready for each item. */
export function initialReturnValues(items: readonly OrderReturnItem[]): ReturnFormValues {
  return {
    items: items.map((item) => ({
      selected: false,
      quantity: isSelectable(item) ? 1 : null,
      reason: '',
    })),
    comment: '',
  }
}

/**
 * The form's rules: at least one item selected; every selected item with
 * a whole quantity from 1 to what is returnable and a reason; a comment of
 * at most 1000 characters.
 */
export function returnFormSchema(items: readonly OrderReturnItem[], messages: ReturnFormMessages) {
  const line = z.object({
    selected: z.boolean(),
    quantity: z.nullable(z.number()),
    reason: z.string(),
  })
  return z.object({ items: z.array(line), comment: z.string() }).check(
    z.superRefine((values, context) => {
      const chosen = values.items
        .map((entry, index) => ({ entry, index }))
        .filter(({ entry, index }) => {
          const item = items[index]
          return entry.selected && item !== undefined && isSelectable(item)
        })
      if (chosen.length === 0) {
        context.addIssue({ code: 'custom', message: messages.noneSelected, path: ['items'] })
      }
      for (const { entry, index } of chosen) {
        const max = items[index]?.qtyReturnable ?? 0
        if (entry.quantity === null) {
          context.addIssue({
            code: 'custom',
            message: messages.incomplete,
            path: ['items', index, 'quantity'],
          })
        } else if (
          !Number.isInteger(entry.quantity) ||
          entry.quantity < 1 ||
          entry.quantity > max
        ) {
          context.addIssue({
            code: 'custom',
            message: messages.quantityRange(max),
            path: ['items', index, 'quantity'],
          })
        }
        if (entry.reason === '') {
          context.addIssue({
            code: 'custom',
            message: messages.incomplete,
            path: ['items', index, 'reason'],
          })
        }
      }
      if (values.comment.trim().length > maxCommentLength) {
        context.addIssue({ code: 'custom', message: messages.commentTooLong, path: ['comment'] })
      }
    }),
  )
}

/**
 * The request of checked values, and for each item sent its line in the
 * form: the server names an item by its place in the request
 * (`items.0.quantity`), the form by its place in the list.
 */
export function returnRequest(
  incrementId: string,
  items: readonly OrderReturnItem[],
  values: ReturnFormValues,
): { input: CreateReturnRequestInput; lines: number[] } {
  const lines: number[] = []
  const sent: CreateReturnRequestInput['items'] = []
  values.items.forEach((entry, index) => {
    const item = items[index]
    if (!entry.selected || !item || !isSelectable(item)) return
    lines.push(index)
    sent.push({
      order_item_id: item.order_item.id,
      quantity: entry.quantity ?? 0,
      reason: entry.reason,
    })
  })
  const comment = values.comment.trim()
  return {
    input: { incrementId, items: sent, ...(comment === '' ? {} : { comment }) },
    lines,
  }
}

/**
 * A field the server named (`items.0.quantity`, `input.items.0.reason`,
 * `comment`) as the form's field (`items.3.quantity`); undefined for
 * what is no field of the form, which then goes above it.
 */
export function formFieldOf(field: unknown, lines: readonly number[]): string | undefined {
  if (typeof field !== 'string') return undefined
  const path = field.replace(/^input\./, '')
  if (path === 'comment') return 'comment'
  const match = /^items\.(\d+)\.(quantity|reason|order_item_id)$/.exec(path)
  if (!match) return undefined
  const line = lines[Number(match[1])]
  if (line === undefined) return undefined
  // An item named twice or not the order's: the quantity is where the customer can look.
  return `items.${String(line)}.${match[2] === 'reason' ? 'reason' : 'quantity'}`
}

/**
 * A failed request's error with the fields it names translated to the
 * form's (formFieldOf), those that are none of the form's left without a
 * field, so that applyServerErrors puts each where the customer sees it.
 */
export function withFormFields(error: unknown, lines: readonly number[]): unknown {
  if (!(error instanceof GraphQLClientError)) return error
  return new GraphQLClientError({
    client: error.client,
    operationType: error.operationType,
    operationName: error.operationName,
    status: error.status,
    cause: error.cause,
    errors: error.errors.map((entry) => {
      if (entry.extensions?.field === undefined) return entry
      const { field, ...extensions } = entry.extensions
      const mapped = formFieldOf(field, lines)
      return { ...entry, extensions: mapped ? { ...extensions, field: mapped } : extensions }
    }),
  })
}
