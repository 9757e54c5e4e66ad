import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type {
  CreateProductReviewMutationVariables,
  GetProductReviewEligibilityQuery,
  GetProductReviewsQuery,
} from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, useInvalidatingMutation, type QueryConfig } from '@/lib/react-query'
import { customerReviewsOperationKey } from './customer-reviews.commerce'

/** How many reviews a page of the product page's list shows. */
export const reviewsPageSize = 5

/**
 * A product's approved reviews with their count and average (Magento's
 * rating_summary, in percent), newest first; shared by every visitor, so
 * the answer cache keeps it until a review is approved or changes.
 */
export const GetProductReviewsDocument = graphql(`
  query GetProductReviews($sku: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        sku
        rating_summary
        review_count
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            summary
            text
            nickname
            created_at
            average_rating
            verified_purchase
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
  }
`)

export type ProductReviewsPage = NonNullable<
  NonNullable<NonNullable<GetProductReviewsQuery['products']>['items']>[number]
>

export function useProductReviews<TData = GetProductReviewsQuery>(
  locale: Locale,
  sku: string,
  page: number,
  { queryConfig }: { queryConfig?: QueryConfig<GetProductReviewsQuery, TData> } = {},
) {
  return useConfiguredQuery(
    commerce.queryOptions(GetProductReviewsDocument, locale, {
      sku,
      pageSize: reviewsPageSize,
      currentPage: page,
    }),
    queryConfig,
  )
}

/** Whether the signed-in customer may review the product now (Paddock's; never cached). */
export const GetProductReviewEligibilityDocument = graphql(`
  query GetProductReviewEligibility($sku: String!) {
    productReviewEligibility(sku: $sku)
  }
`)

export type ReviewEligibility = GetProductReviewEligibilityQuery['productReviewEligibility']

export function useReviewEligibility(locale: Locale, sku: string, enabled: boolean) {
  return useQuery({
    ...commerce.queryOptions(GetProductReviewEligibilityDocument, locale, { sku }),
    enabled,
  })
}

/** The one rating's ids for the form (Magento's ratings metadata), the same for every visitor. */
export const GetReviewRatingsMetadataDocument = graphql(`
  query GetReviewRatingsMetadata {
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
  }
`)

export function useReviewRatings(locale: Locale, enabled: boolean) {
  return useQuery({
    ...commerce.queryOptions(GetReviewRatingsMetadataDocument, locale, {}),
    enabled,
  })
}

/** Writes the customer's review (Magento's createProductReview); it waits for the shop's check. */
export const CreateProductReviewDocument = graphql(`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        summary
        status
      }
    }
  }
`)

export function useCreateProductReview() {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: CreateProductReviewMutationVariables) =>
      commerce.request(CreateProductReviewDocument, locale, variables),
    invalidates: [
      commerce.operationKey(GetProductReviewEligibilityDocument),
      customerReviewsOperationKey,
    ],
  })
}
