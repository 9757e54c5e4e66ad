import { useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ReturnPage } from '@/features/returns/components/return-page'
import { shopDataQueryOptions } from '@/features/site/api/get-shop-data.commerce'
import { useLocale } from '@/hooks/use-locale'

/**
 * A return request for one order: items, quantities and reasons. The
 * reasons the start-up's shop data already holds are handed in, so the
 * form asks for them only without it.
 */
export function Component() {
  const { incrementId = '' } = useParams()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const initialReasons = queryClient.getQueryData(
    shopDataQueryOptions(locale).queryKey,
  )?.returnReasons
  // A new order number is a new page: nothing of the last one's form stays.
  return <ReturnPage key={incrementId} number={incrementId} initialReasons={initialReasons} />
}
