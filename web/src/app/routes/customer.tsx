import { CustomerOverview } from '@/features/customer/components/customer-overview'

/** The customer area's overview. */
export function Component() {
  return <CustomerOverview />
}
