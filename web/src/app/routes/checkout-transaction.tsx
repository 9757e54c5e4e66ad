import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { storeCart } from '@/features/cart/lib/cart-cache'
import { TransactionPage } from '@/features/checkout/components/transaction-page'
import { useSession } from '@/features/session/api/get-session'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'

/**
 * The return point from a payment provider (no layout): the page asks for
 * the payment's status; a cart the items came back in becomes the
 * browser's cart (a guest's in the paddock_cart cookie, a customer's in
 * the cache of customerCart).
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
  return <TransactionPage onCartRestored={onCartRestored} signedIn={status === 'signedIn'} />
}
