import { graphql } from '@/gql'
import type {
  UpdateCustomerEmailMutation,
  UpdateCustomerEmailMutationVariables,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { customerOperationKey } from './get-customer.commerce'

/**
 * Asks to change the sign-in address, after checking the password: the
 * new address gets a link that confirms the change (then every other
 * session ends, the old address is told by mail, and a newsletter
 * subscription moves to the new address, which confirms it anew). The
 * answer is the customer unchanged, alike for an address another account
 * has, whose owner gets a note instead. A wrong password fails on
 * `password`.
 */
export const UpdateCustomerEmailDocument = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`)

export type UpdatedCustomerEmail = UpdateCustomerEmailMutation['updateCustomerEmail']

export async function updateCustomerEmail(
  locale: Locale,
  variables: UpdateCustomerEmailMutationVariables,
): Promise<UpdatedCustomerEmail> {
  const data = await commerce.request(UpdateCustomerEmailDocument, locale, variables)
  return data.updateCustomerEmail
}

/** The change in the page's language; the customer is read again in every language. */
export function useUpdateCustomerEmail({
  mutationConfig,
}: MutationHookOptions<UpdatedCustomerEmail, UpdateCustomerEmailMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: UpdateCustomerEmailMutationVariables) =>
      updateCustomerEmail(locale, variables),
    invalidates: [customerOperationKey],
    mutationConfig,
  })
}
