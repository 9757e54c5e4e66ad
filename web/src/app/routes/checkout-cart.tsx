import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { CartPage } from '@/features/cart/components/cart-page'
import { storeCart } from '@/features/cart/lib/cart-cache'
import { PendingOrderNotice } from '@/features/checkout/components/pending-order-notice'
import { useSession } from '@/features/session/api/get-session'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'

/**
 * The cart (SPEC.md section 2): its own chunk with the cart page and its
 * number fields. An empty cart first shows the order of this tab still
 * waiting for its payment, if any (the shopper back from the payment page
 * unpaid), with "pay now" and "change payment method".
 */
export function Component() {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { status } = useSession()
  const onCartRestored = useCallback(
    (cart: CartFieldsFragment) => {
      storeCart(queryClient, locale, status === 'signedIn' ? 'customer' : 'guest', cart)
    },
    [queryClient, locale, status],
  )
  return <CartPage emptyNotice={<PendingOrderNotice onCartRestored={onCartRestored} />} />
}
