import { graphql } from '@/gql'
import type { GetCustomerWishlistQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * The signed-in customer's wish list (SPEC.md section 7: GetCustomerWishlist):
 * Magento's customer.wishlists, one in Paddock, made by the server on
 * first use, with a page of its items, newest first.
 */
export const GetCustomerWishlistDocument = graphql(`
  query GetCustomerWishlist($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists {
        id
        items_count
        items_v2(currentPage: $currentPage, pageSize: $pageSize) {
          items {
            id
            quantity
            added_at
            description
            price_when_added {
              value
              currency
            }
            price_now {
              value
              currency
            }
            price_changed
            unavailable_message
            product {
              ...WishlistProductFields
            }
            customizable_options {
              customizable_option_uid
              label
              values {
                customizable_option_value_uid
                label
                value
              }
            }
            ... on ConfigurableWishlistItem {
              configured_variant {
                ...WishlistProductFields
              }
              configurable_options {
                configurable_product_option_uid
                option_label
                value_label
              }
            }
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
    }
  }
`)

export type CustomerWishlist = NonNullable<
  NonNullable<GetCustomerWishlistQuery['customer']>['wishlists'][number]
>
export type WishlistItem = NonNullable<NonNullable<CustomerWishlist['items_v2']>['items'][number]>

export interface CustomerWishlistVariables {
  currentPage: number
  pageSize: number
}

export function getCustomerWishlist(
  locale: Locale,
  variables: CustomerWishlistVariables,
  signal?: AbortSignal,
): Promise<GetCustomerWishlistQuery> {
  return commerce.request(GetCustomerWishlistDocument, locale, variables, signal)
}

/** A page of the wish list in a language (names, prices and errors follow it). */
export function customerWishlistQueryOptions(locale: Locale, variables: CustomerWishlistVariables) {
  return commerce.queryOptions(GetCustomerWishlistDocument, locale, variables)
}

/** Every cached page of the wish list, in every language: what each change invalidates. */
export const customerWishlistOperationKey = commerce.operationKey(GetCustomerWishlistDocument)

export function useCustomerWishlist<TData = GetCustomerWishlistQuery>(
  locale: Locale,
  variables: CustomerWishlistVariables,
  { queryConfig }: { queryConfig?: QueryConfig<GetCustomerWishlistQuery, TData> } = {},
) {
  return useConfiguredQuery(customerWishlistQueryOptions(locale, variables), queryConfig)
}
