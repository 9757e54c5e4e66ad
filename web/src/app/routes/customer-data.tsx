import { CustomerDataPage } from '@/features/customer/components/customer-data-page'

/** Personal data, password and email address. */
export function Component() {
  return <CustomerDataPage />
}
