import { graphql } from '@/gql'
import type { SubscriptionStatusesEnum } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/** Asks for a newsletter subscription; the answer is UNCONFIRMED until the mailed link is followed. */
export const SubscribeEmailToNewsletterDocument = graphql(`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`)

/** Sends the address; the confirmation mail goes out in the page's language. */
export async function subscribeEmailToNewsletter(
  locale: Locale,
  email: string,
): Promise<SubscriptionStatusesEnum | null> {
  const data = await commerce.request(SubscribeEmailToNewsletterDocument, locale, { email })
  return data.subscribeEmailToNewsletter?.status ?? null
}
