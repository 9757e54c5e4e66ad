import { CartPage } from '@/features/cart/components/cart-page'

/** The cart (SPEC.md section 2): its own chunk with the cart page and its number fields. */
export function Component() {
  return <CartPage />
}
