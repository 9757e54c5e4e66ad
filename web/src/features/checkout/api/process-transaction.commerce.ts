import { graphql } from '@/gql'
import type { MollieProcessTransactionMutation } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * The customer back from a hosted payment page (SPEC.md section 7: the
 * payment transaction processing call, Mollie's shape): the payment's
 * status and where to go; a payment that ended without money gives the
 * items back in a cart.
 */
export const MollieProcessTransactionDocument = graphql(`
  mutation MollieProcessTransaction($input: MollieProcessTransactionInput!) {
    mollieProcessTransaction(input: $input) {
      paymentStatus
      redirect_to_cart
      redirect_to_success_page
      retry_until
      cart {
        ...CartFields
      }
    }
  }
`)

export type ProcessedTransaction = NonNullable<
  MollieProcessTransactionMutation['mollieProcessTransaction']
>

export async function processTransaction(
  locale: Locale,
  paymentToken: string,
): Promise<ProcessedTransaction> {
  const data = await commerce.request(MollieProcessTransactionDocument, locale, {
    input: { payment_token: paymentToken },
  })
  if (!data.mollieProcessTransaction) throw new Error('mollieProcessTransaction answered nothing')
  return data.mollieProcessTransaction
}

/**
 * Gives the items of the order placed from a cart back in a cart (SPEC.md
 * section 7: RestoreCart), while its payment is open or after it failed.
 */
export const MollieRestoreCartDocument = graphql(`
  mutation MollieRestoreCart($input: MollieResetCartInput!) {
    mollieRestoreCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
`)

export async function restoreCart(locale: Locale, cartId: string) {
  const data = await commerce.request(MollieRestoreCartDocument, locale, {
    input: { cart_id: cartId },
  })
  if (!data.mollieRestoreCart) throw new Error('mollieRestoreCart answered nothing')
  return data.mollieRestoreCart.cart
}

/**
 * "Pay now" for the order of a payment token: another attempt at the
 * provider for a payment that ended without money while the order waits,
 * or the attempt still open; answers where to pay.
 */
export const PayOrderAgainDocument = graphql(`
  mutation PayOrderAgain($input: PaymentTokenInput!) {
    payOrderAgain(input: $input) {
      order_number
      mollie_redirect_url
    }
  }
`)

export async function payOrderAgain(locale: Locale, paymentToken: string) {
  const data = await commerce.request(PayOrderAgainDocument, locale, {
    input: { payment_token: paymentToken },
  })
  if (!data.payOrderAgain) throw new Error('payOrderAgain answered nothing')
  return data.payOrderAgain
}

/**
 * Another payment method for the order of a payment token: the order is
 * cancelled and its items come back in a cart with the checkout's
 * choices; null for a customer's cart without that customer's session.
 */
export const ChangeOrderPaymentMethodDocument = graphql(`
  mutation ChangeOrderPaymentMethod($input: PaymentTokenInput!) {
    changeOrderPaymentMethod(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
`)

export async function changeOrderPaymentMethod(locale: Locale, paymentToken: string) {
  const data = await commerce.request(ChangeOrderPaymentMethodDocument, locale, {
    input: { payment_token: paymentToken },
  })
  return data.changeOrderPaymentMethod?.cart ?? null
}
