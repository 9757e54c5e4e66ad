import { graphql } from '@/gql'
import type { SubscriptionStatusesEnum } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/** Confirms a subscription with the token of the mailed link (double opt-in). */
export const ConfirmNewsletterSubscriptionDocument = graphql(`
  mutation ConfirmNewsletterSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      status
    }
  }
`)

export async function confirmNewsletterSubscription(
  locale: Locale,
  token: string,
): Promise<SubscriptionStatusesEnum | null> {
  const data = await commerce.request(ConfirmNewsletterSubscriptionDocument, locale, { token })
  return data.confirmNewsletterSubscription?.status ?? null
}
