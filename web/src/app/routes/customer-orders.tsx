import { OrdersPage } from '@/features/orders/components/orders-page'

/** The order history. */
export function Component() {
  return <OrdersPage />
}
