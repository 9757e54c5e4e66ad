import type { ProcessedTransaction } from '../api/process-transaction.commerce'

/**
 * Where the payment return goes on by the payment's real status: paid or
 * authorized to the success page; failed, canceled or expired while the
 * order waits (retry_until) to the choice of paying again or another
 * method; an order cancelled already to the cart with the items back (the
 * server says so with redirect_to_cart); still
 * open or pending (a bank's confirmation outstanding, a customer who left
 * the provider's page early) to the waiting screen, which asks again.
 */
export type TransactionOutcome = 'success' | 'cart' | 'retry' | 'wait' | 'unknown'

const stillOpen = new Set(['OPEN', 'PENDING', 'CREATED'])

export function transactionOutcome(result: ProcessedTransaction): TransactionOutcome {
  if (result.redirect_to_cart) return 'cart'
  if (result.retry_until) return 'retry'
  if (result.paymentStatus && stillOpen.has(result.paymentStatus)) return 'wait'
  if (result.redirect_to_success_page) return 'success'
  return 'unknown'
}

/**
 * How the waiting screen asks again: after 2 s, then 1.5 times longer each
 * time up to 15 s, never while the tab is hidden, and not beyond five
 * minutes, after which it says what happens next instead of spinning on
 * (the provider confirms or expires the payment, and the shop mails the
 * customer either way). An object, so that a test can spy on its methods
 * in the module graph the suite's workers share.
 */
export const paymentWait = {
  /** Milliseconds before the poll after `attempt` polls already sent. */
  delay(attempt: number): number {
    return Math.min(2_000 * 1.5 ** attempt, 15_000)
  },
  /** Milliseconds of waiting after which the screen stops asking. */
  giveUpAfter(): number {
    return 5 * 60_000
  },
}
