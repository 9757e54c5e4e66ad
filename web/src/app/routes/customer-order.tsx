import { useParams } from 'react-router'
import { OrderDetail } from '@/features/orders/components/order-detail'

/** One order, by its increment id. */
export function Component() {
  const { incrementId = '' } = useParams()
  // A new order number is a new page: nothing of the last one's state stays.
  return <OrderDetail key={incrementId} number={incrementId} />
}
