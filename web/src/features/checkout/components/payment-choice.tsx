import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { serverErrors } from '@/lib/server-errors'
import { changeOrderPaymentMethod, payOrderAgain } from '../api/process-transaction.commerce'
import { leavePage } from '../lib/leave-page'
import { forgetPlacedPayment } from '../lib/placed-cart'

export interface PaymentChoiceProps {
  /** The payment token of the order that waits for its payment. */
  paymentToken: string
  /** The cart the order's items came back in: the browser's cart from now on. */
  onCartRestored: (cart: CartFieldsFragment) => void
}

/** A server's translated message, else the generic one. */
function messageOf(error: unknown, fallback: string): string {
  return serverErrors(error, []).general[0] ?? fallback
}

/**
 * The two ways on for an order whose payment is not done: "pay now" (a
 * new attempt at the provider for the same order, payOrderAgain, then off
 * to its page) and "change payment method" (the order given up, its items
 * back in the cart with the checkout's addresses and methods,
 * changeOrderPaymentMethod, then on to the checkout). A server's refusal
 * (paid or cancelled meanwhile, a payment the provider cannot cancel) is
 * said in an alert beside the buttons.
 */
export function PaymentChoice({ paymentToken, onCartRestored }: PaymentChoiceProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'pay' | 'change' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const payNow = async () => {
    if (busy) return
    setBusy('pay')
    setProblem(null)
    try {
      const again = await payOrderAgain(locale, paymentToken)
      // Not kept busy while leaving: a page restored by the back button
      // offers both ways again (asked again, the open attempt is answered).
      if (again.mollie_redirect_url) leavePage.for(again.mollie_redirect_url)
      else setProblem(t('checkout.payment.retry.failed'))
    } catch (error) {
      setProblem(messageOf(error, t('checkout.payment.retry.failed')))
    }
    setBusy(null)
  }

  const changeMethod = async () => {
    if (busy) return
    setBusy('change')
    setProblem(null)
    try {
      const cart = await changeOrderPaymentMethod(locale, paymentToken)
      forgetPlacedPayment()
      if (!cart) {
        // A customer's order followed from the mail without their session:
        // the items are back in the account's cart, theirs once signed in.
        const checkoutPath = `/${locale}/checkout`
        await navigate(`/${locale}/account?redirect=${encodeURIComponent(checkoutPath)}`)
        return
      }
      onCartRestored(cart)
      await navigate(`/${locale}/checkout`)
    } catch (error) {
      setProblem(messageOf(error, t('checkout.payment.retry.failed')))
      setBusy(null)
    }
  }

  return (
    <div className="mt-6">
      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          className={buttonClassName}
          aria-disabled={busy !== null || undefined}
          onClick={() => void payNow()}
        >
          {busy === 'pay' ? t('checkout.payment.retry.paying') : t('checkout.payment.retry.payNow')}
        </button>
        <button
          type="button"
          className={secondaryButtonClassName}
          aria-disabled={busy !== null || undefined}
          onClick={() => void changeMethod()}
        >
          {busy === 'change'
            ? t('checkout.payment.retry.changing')
            : t('checkout.payment.retry.changeMethod')}
        </button>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{t('checkout.payment.retry.changeHint')}</p>
      {problem && (
        <p role="alert" className="mt-3 text-red-800">
          {problem}
        </p>
      )}
    </div>
  )
}
