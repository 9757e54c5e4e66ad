import { lazy, Suspense, useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ProductReviewsProvider,
  type ProductReviewsSlot,
} from '@/features/catalog/lib/reviews-slot'
import { useSession } from '@/features/session/api/get-session'
import { defaultLocale, isLocale } from '@/lib/locale'
import { pathFor } from '@/lib/routes'

// Loaded with the product page's information tabs, never in the first load.
const ProductReviews = lazy(() =>
  import('@/features/reviews/components/product-reviews').then(({ ProductReviews }) => ({
    default: ProductReviews,
  })),
)

/** The name a review suggests: the first name and the last name's initial ("Jana K."). */
export function suggestedNickname(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0)
  return [firstname.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ')
}

/**
 * Gives every product page its reviews (the reviews feature) with what the
 * session says: signed in or not, and the name to suggest.
 */
export function ReviewsSessionBridge({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const { status, user } = useSession()
  const signedIn = status === 'loading' ? undefined : status === 'signedIn'
  const nickname = user ? suggestedNickname(user.firstname, user.lastname) : ''
  const render = useCallback<ProductReviewsSlot>(
    (product) => (
      <Suspense fallback={null}>
        <ProductReviews
          sku={product.sku}
          visitor={{ signedIn, nickname, signInPath: pathFor('account', locale) }}
        />
      </Suspense>
    ),
    [signedIn, nickname, locale],
  )
  return <ProductReviewsProvider value={render}>{children}</ProductReviewsProvider>
}
