import { z } from 'zod/mini'

/*
 * The check of the cancellation's form: a reason must be chosen before
 * anything is sent. The server checks again that it is one of its reasons
 * in the page's language, and answers a refusal in errorV2.
 */

export interface CancelOrderFormValues {
  /** One of storeConfig.order_cancellation_reasons' descriptions; '' before one is chosen. */
  reason: string
}

/** A reason is chosen; `required` says so when not. */
export function cancelOrderFormSchema(required: string) {
  return z.object({ reason: z.string().check(z.minLength(1, required)) })
}

/** Whether the customer may cancel the order now (available_actions lists CANCEL). */
export function isCancellable(order: { available_actions?: readonly string[] | null }): boolean {
  return order.available_actions?.includes('CANCEL') ?? false
}
