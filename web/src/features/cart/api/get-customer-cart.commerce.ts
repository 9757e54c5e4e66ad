import { queryOptions } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { CartFieldsFragment } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * The signed-in customer's cart (SPEC.md section 7: GetCustomerCart), made
 * by the server when there is none; as POST. An ended session fails with
 * graphql-authorization, which signs the browser out (app/provider.tsx).
 * It asks customerCart, one of the API's customerFields, so its answers
 * are the customer's data (lib/graphql/api.ts): signing out drops them.
 */
export const GetCustomerCartDocument = graphql(`
  query GetCustomerCart {
    customerCart {
      ...CartFields
    }
  }
`)

export async function getCustomerCart(
  locale: Locale,
  signal?: AbortSignal,
): Promise<CartFieldsFragment> {
  const data = await commerce.request(GetCustomerCartDocument, locale, {}, signal, {
    postOnly: true,
  })
  return data.customerCart
}

/** The cache key of the customer's cart in a language. */
export function customerCartQueryKey(locale: Locale) {
  return commerce.queryKey(GetCustomerCartDocument, locale, {})
}

/** Every language's customer cart. */
export const customerCartOperationKey = commerce.operationKey(GetCustomerCartDocument)

export function customerCartQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: customerCartQueryKey(locale),
    queryFn: ({ signal }) => getCustomerCart(locale, signal),
    staleTime: 30_000,
  })
}
