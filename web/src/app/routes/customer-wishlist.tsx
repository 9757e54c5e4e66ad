import { customerCartOperationKey } from '@/features/cart/api/get-customer-cart.commerce'
import { WishlistPage } from '@/features/wishlist/components/wishlist-page'

/** Moving an item to the cart changes the customer's cart: its cached answers load again. */
const cartKeys = [customerCartOperationKey]

/** The wish list, with the cart it moves items into. */
export function Component() {
  return <WishlistPage cartKeys={cartKeys} />
}
