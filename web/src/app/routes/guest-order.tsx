import { GuestOrderPage } from '@/features/orders/components/guest-order-page'

/** A guest's order: found by its details, or opened from a mail's link. */
export function Component() {
  return <GuestOrderPage />
}
