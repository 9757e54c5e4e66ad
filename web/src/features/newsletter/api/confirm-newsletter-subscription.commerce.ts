import { graphql } from '@/gql'
import type {
  ConfirmNewsletterSubscriptionMutationVariables,
  SubscriptionStatusesEnum,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

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
  variables: ConfirmNewsletterSubscriptionMutationVariables,
): Promise<SubscriptionStatusesEnum | null> {
  const data = await commerce.request(ConfirmNewsletterSubscriptionDocument, locale, variables)
  return data.confirmNewsletterSubscription?.status ?? null
}

/** The confirmation in the page's language; no cached answer shows a subscription yet. */
export function useConfirmNewsletterSubscription({
  mutationConfig,
}: MutationHookOptions<
  SubscriptionStatusesEnum | null,
  ConfirmNewsletterSubscriptionMutationVariables
> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: ConfirmNewsletterSubscriptionMutationVariables) =>
      confirmNewsletterSubscription(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
