import { graphql } from '@/gql'
import type {
  ChangeCustomerPasswordMutation,
  ChangeCustomerPasswordMutationVariables,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

/**
 * Changes the password after checking the current one; every other session
 * of the customer ends (this one stays) and the customer is told by mail.
 * A wrong current password fails on `currentPassword`, a new one against
 * the rules on `newPassword`.
 */
export const ChangeCustomerPasswordDocument = graphql(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`)

export type ChangedPassword = ChangeCustomerPasswordMutation['changeCustomerPassword']

export async function changeCustomerPassword(
  locale: Locale,
  variables: ChangeCustomerPasswordMutationVariables,
): Promise<ChangedPassword> {
  const data = await commerce.request(ChangeCustomerPasswordDocument, locale, variables)
  return data.changeCustomerPassword
}

/** The change in the page's language. Nothing the shop caches holds the password. */
export function useChangeCustomerPassword({
  mutationConfig,
}: MutationHookOptions<ChangedPassword, ChangeCustomerPasswordMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: ChangeCustomerPasswordMutationVariables) =>
      changeCustomerPassword(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
