import { useId } from 'react'
import { RichText } from '@/components/ui/rich-text'
import type { BlockProps } from '@/features/content/lib/blocks'
import { ContentImage } from '../content-image'

// Whole class names, so Tailwind finds them.
const desktopColumns = ['lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4']

/** Numbered steps as an ordered list: the number is the list's own, shown large. */
export function ContentStepperBlock({ block }: BlockProps<'ContentStepperBlock'>) {
  const headingId = useId()
  if (block.steps.length === 0) return null
  const StepTitle = block.headline ? 'h3' : 'h2'
  return (
    <section aria-labelledby={block.headline ? headingId : undefined}>
      {block.headline && (
        <h2
          id={headingId}
          className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
        >
          {block.headline}
        </h2>
      )}
      <ol
        className={`grid gap-6 sm:grid-cols-2 ${desktopColumns[Math.min(block.steps.length, 4) - 1] ?? ''} ${
          block.headline ? 'mt-6' : ''
        }`}
      >
        {block.steps.map((step, index) => (
          <li key={`${step.title}-${String(index)}`} className="flex flex-col gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-forest-800 font-display text-lg font-semibold text-cream-50"
            >
              {index + 1}
            </span>
            {step.image && (
              <ContentImage
                media={step.image}
                sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw"
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
            )}
            <StepTitle className="font-display text-lg font-semibold text-forest-900">
              {step.title}
            </StepTitle>
            {step.html && <RichText html={step.html} className="text-ink-muted" />}
          </li>
        ))}
      </ol>
    </section>
  )
}
