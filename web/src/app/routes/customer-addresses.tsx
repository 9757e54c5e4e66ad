import { AddressBook } from '@/features/customer/components/address-book'

/** The address book. */
export function Component() {
  return <AddressBook />
}
