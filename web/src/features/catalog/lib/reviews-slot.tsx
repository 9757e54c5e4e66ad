import { createContext, use, type ReactNode } from 'react'

/**
 * Renders a product's reviews in the product page's reviews tab; the app
 * composes it with the reviews feature and the session, as it composes the
 * wish list's save button.
 */
export type ProductReviewsSlot = (product: { sku: string; name: string }) => ReactNode

const ReviewsSlotContext = createContext<ProductReviewsSlot | null>(null)

/** The reviews of every product page below it, given once by the app. */
export function ProductReviewsProvider({
  value,
  children,
}: {
  value: ProductReviewsSlot
  children: ReactNode
}) {
  return <ReviewsSlotContext value={value}>{children}</ReviewsSlotContext>
}

/** The app's reviews; null where the app gives none. */
export function useProductReviewsSlot(): ProductReviewsSlot | null {
  return use(ReviewsSlotContext)
}
