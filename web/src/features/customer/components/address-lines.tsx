import { Fragment } from 'react'
import { addressLines } from '@/lib/address'
import type { Locale } from '@/lib/locale'
import type { CustomerAddress } from '../api/get-customer.commerce'

/** An address as written on an envelope, a line each. */
export function AddressLines({
  address,
  locale,
  className = '',
}: {
  address: CustomerAddress
  locale: Locale
  className?: string
}) {
  return (
    <p className={className}>
      {addressLines(address, locale).map((text, index) => (
        // The space keeps the lines apart for screen readers, which read them as one text.
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="block">{text}</span>
        </Fragment>
      ))}
    </p>
  )
}
