import { graphql } from '@/gql'
import type {
  CreateReturnRequestMutation,
  CreateReturnRequestMutationVariables,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import { orderReturnInformationOperationKey } from './get-order-return-information.commerce'

/**
 * Requests a return of items of the customer's order (SPEC.md section 7:
 * CreateReturnRequest): per item the order item's id, a quantity (at most
 * what is returnable) and a reason code, and an optional comment. Answers
 * the return's reference and the return with its label. Refused with the
 * reason when the order cannot be returned; a field error names the item
 * (`items.0.quantity`) or the comment.
 */
export const CreateReturnRequestDocument = graphql(`
  mutation CreateReturnRequest($input: CreateReturnRequestInput!) {
    createReturnRequest(input: $input) {
      reference
      return {
        uid
        number
        label_url
      }
    }
  }
`)

export type CreatedReturn = NonNullable<CreateReturnRequestMutation['createReturnRequest']>

export async function createReturnRequest(
  locale: Locale,
  variables: CreateReturnRequestMutationVariables,
): Promise<CreatedReturn> {
  const data = await commerce.request(CreateReturnRequestDocument, locale, variables)
  if (!data.createReturnRequest) throw new Error('createReturnRequest answered no return')
  return data.createReturnRequest
}

/**
 * The request in the page's language. What a return changes is read again
 * in every language: the order's return information, and the order with
 * its returns and quantities (by name: the orders feature owns those
 * documents).
 */
export function useCreateReturnRequest({
  mutationConfig,
}: MutationHookOptions<CreatedReturn, CreateReturnRequestMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: CreateReturnRequestMutationVariables) =>
      createReturnRequest(locale, variables),
    invalidates: [
      orderReturnInformationOperationKey,
      commerce.operationKey('GetCustomerOrder'),
      commerce.operationKey('GetCustomerOrders'),
    ],
    mutationConfig,
  })
}
