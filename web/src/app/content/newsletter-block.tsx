import { lazy, Suspense } from 'react'
import type { BlockProps } from '@/features/content/lib/blocks'

// The sign-up's form brings react-hook-form and zod; pages keep it below their
// first screen, so it loads as the page shows, not before (issue 28's first-load budget).
const NewsletterSignup = lazy(() =>
  import('@/features/newsletter/components/newsletter-signup').then(({ NewsletterSignup }) => ({
    default: NewsletterSignup,
  })),
)

/** The content system's static form block: the newsletter sign-up, its one kind today. */
export function StaticFormBlock({ block }: BlockProps<'StaticFormBlock'>) {
  return (
    <Suspense fallback={null}>
      <NewsletterSignup block={block} />
    </Suspense>
  )
}
