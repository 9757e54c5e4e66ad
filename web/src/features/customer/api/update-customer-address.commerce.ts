import { graphql } from '@/gql'
import type {
  UpdateCustomerAddressMutation,
  UpdateCustomerAddressMutationVariables,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { customerOperationKey } from './get-customer.commerce'

/**
 * Changes an address by its integer id (SPEC.md section 7); fields left
 * out stay. A default stays one until another address takes the mark, so
 * unticking a default alone changes nothing.
 */
export const UpdateCustomerAddressDocument = graphql(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
`)

export type UpdatedAddress = UpdateCustomerAddressMutation['updateCustomerAddress']

export async function updateCustomerAddress(
  locale: Locale,
  variables: UpdateCustomerAddressMutationVariables,
): Promise<UpdatedAddress> {
  const data = await commerce.request(UpdateCustomerAddressDocument, locale, variables)
  return data.updateCustomerAddress
}

/** Changes the address; the customer (and so the address book) is read again in every language. */
export function useUpdateCustomerAddress({
  mutationConfig,
}: MutationHookOptions<UpdatedAddress, UpdateCustomerAddressMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: UpdateCustomerAddressMutationVariables) =>
      updateCustomerAddress(locale, variables),
    // The default shipping address is where the shipping promise (header, product page) goes to.
    invalidates: [customerOperationKey, commerce.operationKey('GetShippingEstimate')],
    mutationConfig,
  })
}
