import { graphql } from '@/gql'
import type {
  CreateCustomerAddressMutation,
  CreateCustomerAddressMutationVariables,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { customerOperationKey } from './get-customer.commerce'

/**
 * Adds an address to the address book. The first address becomes the
 * default for billing and shipping; a default flag moves the mark from
 * another address.
 */
export const CreateCustomerAddressDocument = graphql(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
`)

export type CreatedAddress = CreateCustomerAddressMutation['createCustomerAddress']

export async function createCustomerAddress(
  locale: Locale,
  variables: CreateCustomerAddressMutationVariables,
): Promise<CreatedAddress> {
  const data = await commerce.request(CreateCustomerAddressDocument, locale, variables)
  return data.createCustomerAddress
}

/** Adds the address; the customer (and so the address book) is read again in every language. */
export function useCreateCustomerAddress({
  mutationConfig,
}: MutationHookOptions<CreatedAddress, CreateCustomerAddressMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: CreateCustomerAddressMutationVariables) =>
      createCustomerAddress(locale, variables),
    // The default shipping address is where the shipping promise (header, product page) goes to.
    invalidates: [customerOperationKey, commerce.operationKey('GetShippingEstimate')],
    mutationConfig,
  })
}
