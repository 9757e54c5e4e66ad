import { graphql } from '@/gql'
import type {
  SubscriptionStatusesEnum,
  UnsubscribeFromNewsletterMutationVariables,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

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
  variables: UnsubscribeFromNewsletterMutationVariables,
): Promise<SubscriptionStatusesEnum | null> {
  const data = await commerce.request(UnsubscribeFromNewsletterDocument, locale, variables)
  return data.unsubscribeFromNewsletter?.status ?? null
}

/** The unsubscription in the page's language; no cached answer shows a subscription yet. */
export function useUnsubscribeFromNewsletter({
  mutationConfig,
}: MutationHookOptions<
  SubscriptionStatusesEnum | null,
  UnsubscribeFromNewsletterMutationVariables
> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: UnsubscribeFromNewsletterMutationVariables) =>
      unsubscribeFromNewsletter(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
