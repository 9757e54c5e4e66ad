import type { BlockProps } from '@/features/content/lib/blocks'
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup'

/** The content system's static form block: the newsletter sign-up, its one kind today. */
export function StaticFormBlock({ block }: BlockProps<'StaticFormBlock'>) {
  return <NewsletterSignup block={block} />
}
