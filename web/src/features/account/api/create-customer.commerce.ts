import { graphql } from '@/gql'
import type { CreateCustomerMutation, CreateCustomerMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

/**
 * Creates a customer account (Magento's createCustomerV2). An address that
 * has an account already is answered like a new one and its owner is told
 * by mail, so the answer never says whether an address is taken.
 */
export const CreateCustomerDocument = graphql(`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`)

export type CreateCustomerResult = CreateCustomerMutation['createCustomerV2']

/** Sends the registration; the welcome mail goes out in the page's language. */
export async function createCustomer(
  locale: Locale,
  variables: CreateCustomerMutationVariables,
): Promise<CreateCustomerResult> {
  const data = await commerce.request(CreateCustomerDocument, locale, variables)
  return data.createCustomerV2
}

/**
 * The registration in the page's language. It changes nothing cached: the
 * new customer is not signed in by it (the account page signs in next).
 */
export function useCreateCustomer({
  mutationConfig,
}: MutationHookOptions<CreateCustomerResult, CreateCustomerMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: CreateCustomerMutationVariables) => createCustomer(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
