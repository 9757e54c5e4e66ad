import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocale } from '@/hooks/use-locale'
import type { Locale } from '@/lib/locale'
import { checkoutCartQueryKey, type CheckoutCart } from '../api/checkout-cart.commerce'
import { useCheckoutSession } from '../lib/checkout-context'

/** One step's change of the cart, sent with the cart's id in the page's language. */
export type CheckoutChange<TVariables> = (
  locale: Locale,
  cartId: string,
  variables: TVariables,
) => Promise<CheckoutCart>

/**
 * A step of the checkout: sends the change for the cart being checked out
 * and puts the server's answer into the checkout's cache (and, through the
 * app, the cart's), so what the page shows next is what the server holds.
 * A refusal (a field's error, a method no longer offered) stays with the
 * caller, which shows it at the step.
 */
export function useCheckoutStep<TVariables>(change: CheckoutChange<TVariables>) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { cartId, onCartChanged } = useCheckoutSession()
  return useMutation<CheckoutCart, Error, TVariables>({
    mutationFn: (variables) => change(locale, cartId, variables),
    onSuccess: (cart) => {
      queryClient.setQueryData(checkoutCartQueryKey(locale, cartId), cart)
      onCartChanged(cart)
    },
  })
}
