import { useParams } from 'react-router'
import { useCustomerOrder } from '@/features/orders/api/get-customer-order.commerce'
import { present } from '@/features/orders/lib/order-view'
import { ReturnSuccess, type ReturnLabel } from '@/features/returns/components/return-success'
import { useLocale } from '@/hooks/use-locale'

/**
 * The return confirmation with the link to the return label: the label is
 * the return's of the order's `returns` (the orders feature's query, which
 * the return request has invalidated), handed to the returns feature's
 * screen.
 */
export function Component() {
  const { incrementId = '', reference = '' } = useParams()
  const locale = useLocale()
  const order = useCustomerOrder(locale, incrementId, {
    queryConfig: {
      select: (data) =>
        present(present(data.customer?.orders?.items)[0]?.returns?.items).find(
          (entry) => entry.number === reference,
        )?.label_url ?? null,
    },
  })
  const label: ReturnLabel = order.data
    ? { status: 'ready', url: order.data }
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
