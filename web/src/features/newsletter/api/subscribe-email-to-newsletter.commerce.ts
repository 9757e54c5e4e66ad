import { graphql } from '@/gql'
import type {
  SubscribeEmailToNewsletterMutationVariables,
  SubscriptionStatusesEnum,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

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
  variables: SubscribeEmailToNewsletterMutationVariables,
): Promise<SubscriptionStatusesEnum | null> {
  const data = await commerce.request(SubscribeEmailToNewsletterDocument, locale, variables)
  return data.subscribeEmailToNewsletter?.status ?? null
}

/**
 * The sign-up in the page's language. It changes nothing the shop caches:
 * the subscription starts only with the mailed link, and no screen shows
 * it yet (the customer account's will invalidate its own query then).
 */
export function useSubscribeEmailToNewsletter({
  mutationConfig,
}: MutationHookOptions<
  SubscriptionStatusesEnum | null,
  SubscribeEmailToNewsletterMutationVariables
> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: SubscribeEmailToNewsletterMutationVariables) =>
      subscribeEmailToNewsletter(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
