import { graphql } from '@/gql'
import type { UpdateCustomerMutation, UpdateCustomerMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { customerOperationKey } from './get-customer.commerce'

/**
 * Changes the customer's personal data (Magento's updateCustomerV2). Fields
 * left out stay; `is_subscribed: true` starts the newsletter's double
 * opt-in, so the answer still says false until the mailed link is followed,
 * and `false` ends a subscription or one waiting for confirmation.
 */
export const UpdateCustomerDocument = graphql(`
  mutation UpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        firstname
        lastname
        email
        date_of_birth
        is_subscribed
        allow_remote_shopping_assistance
      }
    }
  }
`)

export type UpdatedCustomer = UpdateCustomerMutation['updateCustomerV2']

export async function updateCustomer(
  locale: Locale,
  variables: UpdateCustomerMutationVariables,
): Promise<UpdatedCustomer> {
  const data = await commerce.request(UpdateCustomerDocument, locale, variables)
  return data.updateCustomerV2
}

/** The change in the page's language; the customer is read again in every language. */
export function useUpdateCustomer({
  mutationConfig,
}: MutationHookOptions<UpdatedCustomer, UpdateCustomerMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: UpdateCustomerMutationVariables) => updateCustomer(locale, variables),
    invalidates: [customerOperationKey],
    mutationConfig,
  })
}
