import { MyReviewsPage } from '@/features/reviews/components/my-reviews-page'

/** The customer's own reviews. */
export function Component() {
  return <MyReviewsPage />
}
