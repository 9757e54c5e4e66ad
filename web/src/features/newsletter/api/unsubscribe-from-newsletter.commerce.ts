import { graphql } from '@/gql'
import type { SubscriptionStatusesEnum } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/** Ends a subscription with the token of the unsubscribe link in every newsletter mail. */
export const UnsubscribeFromNewsletterDocument = graphql(`
  mutation UnsubscribeFromNewsletter($token: String!) {
    unsubscribeFromNewsletter(token: $token) {
      status
    }
  }
`)

export async function unsubscribeFromNewsletter(
  locale: Locale,
  token: string,
): Promise<SubscriptionStatusesEnum | null> {
  const data = await commerce.request(UnsubscribeFromNewsletterDocument, locale, { token })
  return data.unsubscribeFromNewsletter?.status ?? null
}
