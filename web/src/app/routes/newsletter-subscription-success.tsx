import { NewsletterConfirmation } from '@/features/newsletter/components/newsletter-confirmation'

/** The newsletter confirmation the double opt-in mail links to (also its unsubscribe links). */
export function Component() {
  return <NewsletterConfirmation />
}
