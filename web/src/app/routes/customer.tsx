import { CustomerOverview } from '@/features/customer/components/customer-overview'
import { LatestOrder } from '@/features/orders/components/latest-order'

/** The customer area's overview, with the latest order. */
export function Component() {
  return <CustomerOverview latestOrder={<LatestOrder className="lg:col-span-2" />} />
}
