import { useParams } from 'react-router'
import { useCustomerOrder } from '@/features/orders/api/get-customer-order.commerce'
import { present } from '@/features/orders/lib/order-view'
import { ReturnSuccess, type ReturnLabel } from '@/features/returns/components/return-success'
import { useLocale } from '@/hooks/use-locale'

/**
 * The return confirmation with the link to the return label: the label is
 * the return's of the order's `returns` (the orders feature's query, which
 * the return request has invalidated), with the carrier's shipment when
 * it is a prepaid label, handed to the returns feature's screen.
 */
export function Component() {
  const { incrementId = '', reference = '' } = useParams()
  const locale = useLocale()
  const order = useCustomerOrder(locale, incrementId, {
    queryConfig: {
      select: (data) => {
        const entry = present(present(data.customer?.orders?.items)[0]?.returns?.items).find(
          (candidate) => candidate.number === reference,
        )
        if (!entry) return null
        const tracking = present(entry.shipping?.tracking)[0]
        const prepaid =
          entry.prepaid_label && tracking
            ? { carrier: tracking.carrier.label, trackingNumber: tracking.tracking_number }
            : null
        return { url: entry.label_url, prepaid }
      },
    },
  })
  const label: ReturnLabel = order.data
    ? { status: 'ready', url: order.data.url, prepaid: order.data.prepaid }
    : order.isPending
      ? { status: 'loading' }
      : { status: 'missing' }
  return (
    <ReturnSuccess
      key={`${incrementId}/${reference}`}
      number={incrementId}
      reference={reference}
      label={label}
    />
  )
}
