import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { RegistrationForm } from '@/features/account/components/registration-form'
import { SignInForm } from '@/features/account/components/sign-in-form'
import { customerCartOperationKey } from '@/features/cart/api/get-customer-cart.commerce'
import { useCart } from '@/features/cart/hooks/use-cart'
import { dropGuestCart, storeCart } from '@/features/cart/lib/cart-cache'
import {
  checkoutCartOperationKey,
  type CheckoutCart,
} from '@/features/checkout/api/checkout-cart.commerce'
import { placeOrder } from '@/features/checkout/api/place-order.commerce'
import { CheckoutPage } from '@/features/checkout/components/checkout-page'
import { leavePage } from '@/features/checkout/lib/leave-page'
import {
  forgetPlacedPayment,
  rememberPlacedCart,
  rememberPlacedPayment,
} from '@/features/checkout/lib/placed-cart'
import { useSession } from '@/features/session/api/get-session'
import { useSignIn } from '@/features/session/api/sign-in'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'

/**
 * The checkout steps (SPEC.md section 2), for guests and customers alike:
 * the browser's cart (the cart feature's), the sign-in and registration of
 * the first step (the account feature's, the session's sign-in) and what
 * placing the order does to the cart: the cart it was placed from is kept
 * for the success page in sessionStorage and forgotten as the browser's
 * cart, so the header shows an empty one; then off to the payment
 * provider's page, or to the success page for a bank transfer.
 */
export function Component() {
  const { t } = useTranslation()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { status } = useSession()
  const signedIn = status === 'signedIn'
  const { cart, isLoading, isError } = useCart()
  const { mutateAsync: signIn } = useSignIn()
  const [leaving, setLeaving] = useState(false)

  const onCartChanged = useCallback(
    (changed: CheckoutCart) => {
      storeCart(queryClient, locale, signedIn ? 'customer' : 'guest', changed)
    },
    [queryClient, locale, signedIn],
  )

  const onCartRestored = useCallback(
    (restored: CartFieldsFragment) => {
      storeCart(queryClient, locale, signedIn ? 'customer' : 'guest', restored)
    },
    [queryClient, locale, signedIn],
  )

  const place = async (placing: CheckoutCart, expectedGrandTotal: number) => {
    const order = await placeOrder(locale, placing.id, expectedGrandTotal)
    rememberPlacedCart(placing.id)
    if (order.mollie_redirect_url && order.mollie_payment_token)
      rememberPlacedPayment(order.mollie_payment_token)
    else forgetPlacedPayment()
    setLeaving(true)
    queryClient.removeQueries({ queryKey: checkoutCartOperationKey })
    if (signedIn) await queryClient.resetQueries({ queryKey: customerCartOperationKey })
    else dropGuestCart(queryClient)
    if (order.mollie_redirect_url) leavePage.for(order.mollie_redirect_url)
    else await navigate(`/${locale}/checkout/success`)
  }

  if (leaving) {
    return (
      <p role="status" className="mt-8 text-ink-muted">
        {t('checkout.summary.placing')}
      </p>
    )
  }
  return (
    <CheckoutPage
      cartId={status === 'loading' || isLoading ? undefined : isError ? null : (cart?.id ?? null)}
      signedIn={signedIn}
      onCartChanged={onCartChanged}
      renderSignIn={(headingId) => <SignInForm signIn={signIn} headingId={headingId} />}
      renderRegistration={(headingId) => <RegistrationForm signIn={signIn} headingId={headingId} />}
      placeOrder={place}
      onCartRestored={onCartRestored}
    />
  )
}
