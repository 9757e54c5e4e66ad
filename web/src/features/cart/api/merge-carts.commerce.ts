import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * Moves a guest cart into the signed-in customer's cart (SPEC.md section 7:
 * MergeCarts): quantities of the same item add up and the guest cart is
 * gone. Left without a destination, the server takes the customer's cart.
 */
export const MergeCartsDocument = graphql(`
  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartFields
    }
  }
`)

export async function mergeCarts(
  locale: Locale,
  variables: { sourceCartId: string; destinationCartId?: string },
) {
  const data = await commerce.request(MergeCartsDocument, locale, variables)
  return data.mergeCarts
}
