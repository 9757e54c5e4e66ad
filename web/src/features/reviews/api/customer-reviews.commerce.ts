import { graphql } from '@/gql'
import type { GetCustomerReviewsQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/**
 * A page of the signed-in customer's own reviews in every status, newest
 * first (Magento 2.4's customer.reviews), with where each stands in the
 * shop's check and the shop's reply.
 */
export const GetCustomerReviewsDocument = graphql(`
  query GetCustomerReviews($currentPage: Int!, $pageSize: Int!) {
    customer {
      reviews(currentPage: $currentPage, pageSize: $pageSize) {
        items {
          product {
            uid
            sku
            name
            url_key
            url_suffix
            small_image {
              label
              sizes {
                small
              }
            }
          }
          summary
          text
          nickname
          created_at
          average_rating
          status
          shop_reply {
            text
            created_at
          }
        }
        page_info {
          current_page
          total_pages
        }
      }
    }
  }
`)

export type CustomerReviews = NonNullable<GetCustomerReviewsQuery['customer']>['reviews']
export type CustomerReview = NonNullable<CustomerReviews['items'][number]>

/** How many of their reviews a page shows. */
export const customerReviewsPageSize = 10

/** Every cached page of the customer's reviews: what writing a review invalidates. */
export const customerReviewsOperationKey = commerce.operationKey(GetCustomerReviewsDocument)

/** A page of the reviews, asked again on every visit: the shop's check changes them on the server. */
export function useCustomerReviews<TData = GetCustomerReviewsQuery>(
  locale: Locale,
  page: number,
  { queryConfig }: { queryConfig?: QueryConfig<GetCustomerReviewsQuery, TData> } = {},
) {
  return useConfiguredQuery(
    {
      ...commerce.queryOptions(GetCustomerReviewsDocument, locale, {
        currentPage: page,
        pageSize: customerReviewsPageSize,
      }),
      staleTime: 0,
    },
    queryConfig,
  )
}
