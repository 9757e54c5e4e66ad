import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { useToast } from '@/components/ui/toast/toast-provider'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { withCatalogPart } from '@/lib/with-catalog-part'
import {
  processTransaction,
  restoreCart,
  type ProcessedTransaction,
} from '../api/process-transaction.commerce'
import { formatShopDay } from '@/lib/shop-date'
import { paymentWait, transactionOutcome } from '../lib/payment-wait'
import { forgetPlacedPayment, placedCart } from '../lib/placed-cart'
import { PaymentChoice } from './payment-choice'

type Phase =
  /** The first question to the server. */
  | { kind: 'checking' }
  /** The payment is still open: asking again, `attempt` polls sent since `since`. */
  | { kind: 'waiting'; since: number; attempt: number }
  /** Waited long enough: what happens next, and a button to ask once more. */
  | { kind: 'stopped'; checking: boolean; checkedAgain: boolean; placedHere: boolean }
  | { kind: 'problem'; message: string }
  /** The payment ended without money; the order waits until `until` for "pay now" or another method. */
  | { kind: 'retry'; status: string; until: string }
  /** Come from the order's confirmation (resume=1) with the payment still open: finish it or change it. */
  | { kind: 'open' }

/**
 * What the history entry carries over once the URL no longer shows it: the
 * payment token, and whether the customer came from the confirmation
 * (resume=1).
 */
function fromState(state: unknown): { paymentToken: string | null; resume: boolean } {
  if (typeof state !== 'object' || state === null) return { paymentToken: null, resume: false }
  return {
    paymentToken:
      'paymentToken' in state && typeof state.paymentToken === 'string' ? state.paymentToken : null,
    resume: 'resume' in state && state.resume === true,
  }
}

const linkClassName =
  'inline-flex min-h-11 items-center font-medium text-forest-800 underline underline-offset-2'

/**
 * `/{lang}/checkout/transaction/{provider}/process`, where a hosted payment
 * page sends the customer back with `?payment_token=…` (Mollie's design).
 * The token is taken out of the address bar at once (kept in the history
 * entry, so a reload still works, and in no URL that could leak); the page
 * asks the server for the payment's status (mollieProcessTransaction) and
 * goes on by it: paid or authorized to the success page; failed, canceled
 * or expired while the order waits to "pay now" or "change payment method"
 * (PaymentChoice), with the day until which the order waits; an order
 * cancelled already to the cart with the items back in it (the app adopts
 * that cart) and a message; still open or pending to a waiting screen that asks
 * again with a growing pause, not while the tab is hidden, and after a few
 * minutes stops and says what happens next. A customer come from the
 * order's confirmation mail (resume=1, dropped from the address bar like
 * the token) whose payment is still open is offered at once to finish it
 * or change the method, instead of being asked to wait. It renders once the checkout's
 * texts are there: a heading of catalogue keys would be read out and, on a
 * phone, be wider than the screen.
 */
export const TransactionPage = withCatalogPart('checkout', TransactionPageWithTexts)

function TransactionPageWithTexts({
  onCartRestored,
  signedIn,
}: {
  /** The cart the order's items came back in: the browser's cart from now on. */
  onCartRestored: (cart: CartFieldsFragment) => void
  /** A customer's orders are in the customer area; a guest's order only in this tab. */
  signedIn: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const location = useLocation()
  const toast = useToast()
  const [search] = useSearchParams()
  const carried = fromState(location.state)
  const token = search.get('payment_token') ?? carried.paymentToken ?? ''
  // From the confirmation mail rather than the provider: a payment still
  // open is not waited for but offered to be finished or changed.
  const resume = search.get('resume') === '1' || carried.resume
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' })
  const started = useRef(false)
  const shown: Phase =
    token === '' ? { kind: 'problem', message: t('checkout.transaction.missing') } : phase

  const title =
    shown.kind === 'problem'
      ? t('checkout.transaction.problemTitle')
      : shown.kind === 'retry'
        ? t('checkout.payment.retry.title')
        : shown.kind === 'open'
          ? t('checkout.payment.retry.pendingTitle')
          : shown.kind === 'waiting'
            ? t('checkout.transaction.waitingTitle')
            : shown.kind === 'stopped'
              ? t('checkout.transaction.stoppedTitle')
              : t('routes.checkout-transaction.title')
  usePageHead({ kind: 'page', title, indexable: false })

  // The token leaves the address bar (history, shared screens, a referrer);
  // the history entry keeps it for a reload of this tab.
  const tokenInUrl = search.get('payment_token')
  useEffect(() => {
    if (tokenInUrl === null) return
    void navigate(
      { pathname: location.pathname },
      {
        replace: true,
        state: resume ? { paymentToken: tokenInUrl, resume } : { paymentToken: tokenInUrl },
      },
    )
  }, [tokenInUrl, resume, location.pathname, navigate])

  /** Goes on by an answer; true when the payment is still open. */
  const goOn = useCallback(
    async (result: ProcessedTransaction): Promise<boolean> => {
      const outcome = transactionOutcome(result)
      if (outcome === 'wait' && resume && result.paymentStatus === 'OPEN') {
        setPhase({ kind: 'open' })
        return false
      }
      if (outcome === 'wait') return true
      if (outcome === 'retry') {
        setPhase({
          kind: 'retry',
          status: result.paymentStatus ?? 'FAILED',
          until: result.retry_until ?? '',
        })
        return false
      }
      if (outcome === 'cart') {
        let cart = result.cart ?? null
        const placed = placedCart()
        if (!cart && placed) cart = await restoreCart(locale, placed)
        if (!cart) {
          // A customer's order followed from the payment-failed mail without
          // their session: the items are back in the account's cart, which
          // the server hands only to that customer once signed in.
          toast.error(t('checkout.transaction.signInForCart'))
          const cartPath = `/${locale}/checkout/cart`
          await navigate(`/${locale}/account?redirect=${encodeURIComponent(cartPath)}`, {
            replace: true,
          })
          return false
        }
        onCartRestored(cart)
        toast.error(
          t(
            result.paymentStatus === 'CANCELED'
              ? 'checkout.transaction.canceled'
              : result.paymentStatus === 'EXPIRED'
                ? 'checkout.transaction.expired'
                : 'checkout.transaction.notPaid',
          ),
        )
        await navigate(`/${locale}/checkout/cart`, { replace: true })
        return false
      }
      if (outcome === 'success') {
        forgetPlacedPayment()
        await navigate(`/${locale}/checkout/success`, { replace: true })
        return false
      }
      setPhase({ kind: 'problem', message: t('checkout.transaction.failed') })
      return false
    },
    [locale, navigate, onCartRestored, resume, t, toast],
  )

  const problem = useCallback(
    (error: unknown) => {
      setPhase({
        kind: 'problem',
        message:
          error instanceof Error && 'errors' in error && error.message
            ? error.message
            : t('checkout.transaction.failed'),
      })
    },
    [t],
  )

  // The first question, once.
  useEffect(() => {
    if (started.current || token === '') return
    started.current = true
    const run = async () => {
      const open = await goOn(await processTransaction(locale, token))
      if (open) setPhase({ kind: 'waiting', since: Date.now(), attempt: 0 })
    }
    run().catch(problem)
  }, [token, locale, goOn, problem])

  // While open: ask again after a pause, not while the tab is hidden (and
  // at once when it shows again), until the wait is over.
  useEffect(() => {
    if (phase.kind !== 'waiting') return
    let cancelled = false
    let inFlight = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      timer = undefined
      inFlight = true
      let open = true
      try {
        open = await goOn(await processTransaction(locale, token))
      } catch {
        // A dropped connection or a busy server: ask again later.
      }
      inFlight = false
      if (cancelled || !open) return
      const waited = Date.now() - phase.since
      setPhase(
        waited >= paymentWait.giveUpAfter()
          ? {
              kind: 'stopped',
              checking: false,
              checkedAgain: false,
              placedHere: placedCart() !== null,
            }
          : { ...phase, attempt: phase.attempt + 1 },
      )
    }
    const schedule = () => {
      if (document.visibilityState === 'hidden') return
      timer = setTimeout(() => void poll(), paymentWait.delay(phase.attempt))
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(timer)
        timer = undefined
      } else if (timer === undefined && !inFlight) {
        void poll()
      }
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    schedule()
    return () => {
      cancelled = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [phase, locale, token, goOn])

  const checkAgain = async () => {
    if (phase.kind !== 'stopped' || phase.checking) return
    setPhase({ ...phase, checking: true })
    try {
      const open = await goOn(await processTransaction(locale, token))
      if (open) setPhase({ ...phase, checking: false, checkedAgain: true })
    } catch {
      setPhase({ ...phase, checking: false, checkedAgain: true })
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-5 py-12">
      <h1 className="font-display text-3xl font-semibold text-balance text-forest-900">{title}</h1>
      {shown.kind === 'retry' ? (
        <div className="mt-4">
          <p role="alert" className="font-medium text-red-800">
            {t(
              shown.status === 'CANCELED'
                ? 'checkout.transaction.retryCanceled'
                : shown.status === 'EXPIRED'
                  ? 'checkout.transaction.retryExpired'
                  : 'checkout.transaction.retryFailed',
            )}
          </p>
          <p className="mt-3">
            {t('checkout.payment.retry.failedText', {
              date: formatShopDay(shown.until, locale),
            })}
          </p>
          <PaymentChoice paymentToken={token} onCartRestored={onCartRestored} />
        </div>
      ) : shown.kind === 'open' ? (
        <div className="mt-4">
          <p>{t('checkout.payment.retry.openText')}</p>
          <PaymentChoice paymentToken={token} onCartRestored={onCartRestored} />
        </div>
      ) : shown.kind === 'problem' ? (
        <div role="alert" className="mt-4">
          <p className="text-red-800">{shown.message}</p>
          <Link to={`/${locale}/checkout/cart`} className={`${linkClassName} mt-4`}>
            {t('checkout.transaction.toCart')}
          </Link>
        </div>
      ) : (
        <div role="status" className="mt-4">
          {shown.kind === 'stopped' ? (
            <div className="space-y-3">
              {shown.checkedAgain && !shown.checking && (
                <p className="font-medium">{t('checkout.transaction.stillOpen')}</p>
              )}
              <p>{t('checkout.transaction.stoppedKept')}</p>
              <p>{t('checkout.transaction.stoppedMail')}</p>
            </div>
          ) : (
            <p className="flex items-start gap-3 text-ink">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-forest-800 border-t-transparent motion-reduce:animate-none motion-reduce:border-dotted motion-reduce:border-t-forest-800"
              />
              <span>
                {t(
                  shown.kind === 'waiting'
                    ? 'checkout.transaction.waiting'
                    : 'checkout.transaction.processing',
                )}
              </span>
            </p>
          )}
        </div>
      )}
      {shown.kind === 'stopped' && (
        <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
          <button
            type="button"
            className={buttonClassName}
            aria-disabled={shown.checking || undefined}
            onClick={() => void checkAgain()}
          >
            {shown.checking
              ? t('checkout.transaction.checking')
              : t('checkout.transaction.checkAgain')}
          </button>
          {shown.placedHere ? (
            <Link to={`/${locale}/checkout/success`} className={linkClassName}>
              {t('checkout.transaction.toOrder')}
            </Link>
          ) : signedIn ? (
            <Link to={`/${locale}/customer/orders`} className={linkClassName}>
              {t('checkout.transaction.toOrders')}
            </Link>
          ) : null}
          <Link to={`/${locale}`} className={linkClassName}>
            {t('checkout.transaction.toShop')}
          </Link>
        </div>
      )}
    </div>
  )
}
