import type { CartFieldsFragment } from '@/gql/graphql'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import { PageHeading } from '@/components/ui/page-heading'
import { Tabs } from '@/components/ui/tabs'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { checkoutCartQueryOptions, type CheckoutCart } from '../api/checkout-cart.commerce'
import { useCheckoutCountries } from '../api/get-checkout-countries.commerce'
import { useCheckoutCustomer } from '../api/get-checkout-customer.commerce'
import { cartAddressLines } from '../lib/address'
import { CheckoutSessionProvider, type CheckoutSession } from '../lib/checkout-context'
import {
  checkoutSteps,
  firstOpenStep,
  isStepDone,
  shippingAddressOf,
  stepAfter,
  type CheckoutStep,
} from '../lib/checkout-steps'
import { AddressStep } from './address-step'
import { GuestEmailForm } from './email-step'
import { PaymentStep, ShippingStep } from './method-steps'
import { PendingOrderNotice } from './pending-order-notice'
import { PaymentMethodIcon } from './payment-method-icon'
import { OrderItems, OrderTotals } from './order-totals'
import { AddressText, SummaryStep } from './summary-step'

export interface CheckoutPageProps {
  /** The cart's id; null for none (nothing added), undefined while it is being found. */
  cartId: string | null | undefined
  signedIn: boolean
  onCartChanged: CheckoutSession['onCartChanged']
  /** The sign-in form of the first step (the account feature's, composed by the app). */
  renderSignIn: (headingId: string) => ReactNode
  /** The registration form of the first step. */
  renderRegistration: (headingId: string) => ReactNode
  /** Places the order at the total shown; rejects with the server's refusal. */
  placeOrder: (cart: CheckoutCart, expectedGrandTotal: number) => Promise<void>
  /**
   * The cart an order's items came back in when the shopper, back from the
   * payment page unpaid, chose another method: the browser's cart from now on.
   */
  onCartRestored: (cart: CartFieldsFragment) => void
}

/**
 * The checkout (SPEC.md section 2, `/{lang}/checkout`): sign in, register
 * or continue as a guest; the shipping and billing address; the shipping
 * method; the payment method; the summary with the order button. Each step
 * is sent to the cart on the server when it is completed, so a reload
 * finds everything entered and opens the first step still to do.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useTranslation()
  const textsReady = useCatalogPart(['forms', 'account', 'checkout'])
  const title = t('routes.checkout.title')
  usePageHead({ kind: 'page', title, indexable: false })
  return (
    <div className="pb-12">
      <PageHeading>{title}</PageHeading>
      {textsReady ? (
        <CheckoutCartLoader {...props} />
      ) : (
        <p role="status" className="mt-8 text-ink-muted" />
      )}
    </div>
  )
}

function CheckoutCartLoader(props: CheckoutPageProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { cartId } = props
  const query = useQuery({
    ...checkoutCartQueryOptions(locale, cartId ?? ''),
    enabled: Boolean(cartId),
  })
  if (cartId === undefined || (cartId && query.isPending)) {
    return (
      <p role="status" className="mt-8 text-ink-muted">
        {t('checkout.loading')}
      </p>
    )
  }
  if (query.isError) {
    return (
      <div className="mt-8">
        <p role="alert">{t('checkout.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={`mt-3 ${secondaryButtonClassName}`}
        >
          {t('checkout.retry')}
        </button>
      </div>
    )
  }
  const cart = cartId ? query.data : null
  if (!cart || (cart.items ?? []).length === 0) {
    return (
      <div className="mt-8 max-w-xl">
        <PendingOrderNotice onCartRestored={props.onCartRestored} />
        <h2 className="font-display text-2xl font-semibold text-forest-900">
          {t('checkout.empty.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('checkout.empty.text')}</p>
        <Link to={`/${locale}`} className={`${buttonClassName} mt-6`}>
          {t('checkout.empty.link')}
        </Link>
      </div>
    )
  }
  return (
    <CheckoutSessionProvider
      value={{ cartId: cart.id, signedIn: props.signedIn, onCartChanged: props.onCartChanged }}
    >
      <CheckoutSteps {...props} cart={cart} />
    </CheckoutSessionProvider>
  )
}

function CheckoutSteps({
  cart,
  signedIn,
  renderSignIn,
  renderRegistration,
  placeOrder,
}: CheckoutPageProps & { cart: CheckoutCart }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const steps = checkoutSteps(cart, signedIn)
  const [chosen, setChosen] = useState<CheckoutStep | null>(null)
  // A step chosen to change, while it is one of this cart's steps; else the first still to do.
  const active = chosen && steps.includes(chosen) ? chosen : firstOpenStep(steps, cart)
  // The step whose heading takes the focus once it shows (after a step, or to change one).
  const focusTarget = useRef<CheckoutStep | null>(null)
  const headings = useRef(new Map<CheckoutStep, HTMLHeadingElement>())
  const [placing, setPlacing] = useState(false)
  const [placeErrors, setPlaceErrors] = useState<string[]>([])
  const customer = useCheckoutCustomer(locale, { queryConfig: { enabled: signedIn } })
  const countries = useCheckoutCountries(locale)

  useEffect(() => {
    if (focusTarget.current === null) return
    headings.current.get(focusTarget.current)?.focus()
    focusTarget.current = null
  })

  const goTo = (step: CheckoutStep) => {
    focusTarget.current = step
    setChosen(step)
  }
  const done = (latest: CheckoutCart) => {
    goTo(stepAfter(checkoutSteps(latest, signedIn), latest))
  }

  const place = (expected: number) => {
    setPlacing(true)
    setPlaceErrors([])
    placeOrder(cart, expected).catch((error: unknown) => {
      setPlacing(false)
      setPlaceErrors([
        error instanceof Error && error.message ? error.message : t('checkout.summary.failed'),
      ])
    })
  }

  const headingId = (step: CheckoutStep) => `${id}-${step}`
  const shipping = shippingAddressOf(cart)

  const recap = (step: CheckoutStep): ReactNode => {
    switch (step) {
      case 'email':
        return <p className="break-all">{cart.email}</p>
      case 'address':
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            {shipping && <AddressText lines={cartAddressLines(shipping)} />}
            {cart.billing_address && !shipping?.same_as_billing && (
              <div>
                <p className="font-medium">{t('checkout.summary.billingAddress')}</p>
                <AddressText lines={cartAddressLines(cart.billing_address)} />
              </div>
            )}
          </div>
        )
      case 'shipping':
        return (
          <p>
            {shipping?.selected_shipping_method?.method_title ??
              shipping?.selected_shipping_method?.carrier_title}
          </p>
        )
      case 'payment':
        return (
          <p className="flex items-center gap-2">
            {cart.selected_payment_method?.mollie_meta.image && (
              <PaymentMethodIcon src={cart.selected_payment_method.mollie_meta.image} />
            )}
            {cart.selected_payment_method?.title}
          </p>
        )
      case 'summary':
        return null
    }
  }

  const content = (step: CheckoutStep): ReactNode => {
    const heading = headingId(step)
    switch (step) {
      case 'email':
        return (
          <Tabs
            label={t('checkout.email.tabs')}
            items={[
              {
                id: 'guest',
                label: t('checkout.email.guest'),
                content: (
                  <div>
                    <p className="text-ink-muted">{t('checkout.email.guestIntro')}</p>
                    <GuestEmailForm cart={cart} headingId={heading} onDone={done} />
                  </div>
                ),
              },
              {
                id: 'sign-in',
                label: t('checkout.email.signIn'),
                content: renderSignIn(heading),
              },
              {
                id: 'register',
                label: t('checkout.email.register'),
                content: renderRegistration(heading),
              },
            ]}
          />
        )
      case 'address':
        if (countries.isPending || (signedIn && customer.isPending)) {
          return (
            <p role="status" className="text-ink-muted">
              {t('checkout.loading')}
            </p>
          )
        }
        if (!countries.data?.countries || (signedIn && !customer.data)) {
          return (
            <p role="alert" className="text-red-800">
              {t('checkout.loadFailed')}
            </p>
          )
        }
        return (
          <AddressStep
            cart={cart}
            customer={signedIn ? (customer.data?.customer ?? null) : null}
            countries={countries.data.countries.filter((c) => c !== null)}
            headingId={heading}
            onDone={done}
          />
        )
      case 'shipping':
        return <ShippingStep cart={cart} headingId={heading} onDone={done} />
      case 'payment':
        return <PaymentStep cart={cart} headingId={heading} onDone={done} />
      case 'summary':
        return <SummaryStep cart={cart} placing={placing} errors={placeErrors} onPlace={place} />
    }
  }

  const activeIndex = steps.indexOf(active)
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
      <ol className="space-y-4">
        {steps.map((step, index) => {
          const isActive = step === active
          const reachable =
            index <= activeIndex || steps.slice(0, index).every((s) => isStepDone(s, cart))
          const complete = !isActive && isStepDone(step, cart) && reachable
          return (
            <li key={step}>
              <section
                aria-labelledby={headingId(step)}
                className={`rounded-xl border p-5 sm:p-6 ${
                  isActive ? 'border-forest-800 bg-cream-50' : 'border-cream-300'
                }`}
              >
                <div className="flex items-start justify-between gap-4">
                  <h2
                    id={headingId(step)}
                    tabIndex={-1}
                    ref={(element) => {
                      if (element) headings.current.set(step, element)
                      else headings.current.delete(step)
                    }}
                    className={`font-display text-xl font-semibold outline-none ${
                      isActive || complete ? 'text-forest-900' : 'text-ink-muted'
                    }`}
                  >
                    <span className="sr-only">
                      {t('checkout.stepOf', { step: index + 1, count: steps.length })}{' '}
                    </span>
                    <span aria-hidden="true">{index + 1}. </span>
                    {t(`checkout.steps.${step}`)}
                    {complete && <span className="sr-only"> ({t('checkout.stepDone')})</span>}
                  </h2>
                  {complete && (
                    <button
                      type="button"
                      onClick={() => {
                        goTo(step)
                      }}
                      className="-mt-1 inline-flex min-h-11 shrink-0 items-center rounded-md px-2 font-medium text-forest-800 underline underline-offset-2 hover:text-forest-700"
                    >
                      {t('checkout.change')}
                      <span className="sr-only">: {t(`checkout.steps.${step}`)}</span>
                    </button>
                  )}
                </div>
                {isActive ? (
                  <div className="mt-4">{content(step)}</div>
                ) : complete ? (
                  <div className="mt-2 text-sm text-ink">{recap(step)}</div>
                ) : null}
              </section>
            </li>
          )
        })}
      </ol>
      <aside
        aria-labelledby={`${id}-order`}
        className="self-start rounded-lg bg-cream-50 p-4 ring-1 ring-cream-300 lg:sticky lg:top-24"
      >
        <h2 id={`${id}-order`} className="font-display text-lg font-semibold text-forest-900">
          {t('checkout.order.title')} ({cart.total_quantity})
        </h2>
        <div className="mt-2">
          <OrderItems cart={cart} />
        </div>
        <div className="mt-3 border-t border-cream-300 pt-3">
          <OrderTotals cart={cart} />
        </div>
        <Link
          to={`/${locale}/checkout/cart`}
          className="mt-4 inline-flex min-h-11 items-center font-medium text-forest-800 underline underline-offset-2"
        >
          {t('checkout.order.editCart')}
        </Link>
      </aside>
    </div>
  )
}
