import { graphql } from '@/gql'
import type { DeleteCustomerAddressMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { customerOperationKey } from './get-customer.commerce'

/**
 * Deletes an address by its integer id (SPEC.md section 7). When it was a
 * default, the newest remaining address takes the mark.
 */
export const DeleteCustomerAddressDocument = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`)

export async function deleteCustomerAddress(
  locale: Locale,
  variables: DeleteCustomerAddressMutationVariables,
): Promise<boolean> {
  const data = await commerce.request(DeleteCustomerAddressDocument, locale, variables)
  return data.deleteCustomerAddress === true
}

/** Deletes the address; the customer (and so the address book, its defaults) is read again. */
export function useDeleteCustomerAddress({
  mutationConfig,
}: MutationHookOptions<boolean, DeleteCustomerAddressMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: DeleteCustomerAddressMutationVariables) =>
      deleteCustomerAddress(locale, variables),
    // The default shipping address is where the shipping promise (header, product page) goes to.
    invalidates: [customerOperationKey, commerce.operationKey('GetShippingEstimate')],
    mutationConfig,
  })
}
