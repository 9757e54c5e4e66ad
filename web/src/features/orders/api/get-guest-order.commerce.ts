import { graphql } from '@/gql'
import type { GuestOrderInformationInput } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation } from '@/lib/react-query'
import type { CustomerOrder } from './get-customer-order.commerce'

/**
 * A guest's order by its number, email address and billing last name
 * (Magento's guestOrder), with the order detail's fields. Anything that
 * does not match is one NOT_FOUND; failed lookups are limited per client.
 */
export const GuestOrderDocument = graphql(`
  query GuestOrder($input: GuestOrderInformationInput!) {
    guestOrder(input: $input) {
      ...CustomerOrderDetailFields
    }
  }
`)

/**
 * A guest's order by the token of the link in the guest's mails (Adobe
 * Commerce's guestOrderByToken); a bad or expired token is NOT_FOUND.
 */
export const GuestOrderByTokenDocument = graphql(`
  query GuestOrderByToken($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...CustomerOrderDetailFields
    }
  }
`)

/** What opens a guest's order: the three details, or a mail link's token. */
export type GuestOrderKey = { details: GuestOrderInformationInput } | { token: string }

export async function getGuestOrder(locale: Locale, key: GuestOrderKey): Promise<CustomerOrder> {
  if ('token' in key) {
    const data = await commerce.request(GuestOrderByTokenDocument, locale, { token: key.token })
    return data.guestOrderByToken
  }
  const data = await commerce.request(GuestOrderDocument, locale, { input: key.details })
  return data.guestOrder
}

/**
 * Looks a guest's order up, as an action the guest takes (a form sent, a
 * link opened): its answer is kept by the page, never in a shared cache,
 * and nothing cached changes.
 */
export function useGuestOrderLookup() {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (key: GuestOrderKey) => getGuestOrder(locale, key),
    invalidates: [],
  })
}
