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
 * Changes the sign-in address after checking the password; every other
 * session ends, the old address is told by mail, and a newsletter
 * subscription moves to the new address, which confirms it anew. An
 * address of another account fails on `email` (CONFLICT), a wrong password
 * on `password`.
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
