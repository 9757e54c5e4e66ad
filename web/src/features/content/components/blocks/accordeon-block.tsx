import { useId } from 'react'
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components'
import { ChevronDownIcon } from '@/components/ui/icons'
import { RichText } from '@/components/ui/rich-text'
import type { BlockProps } from '@/features/content/lib/blocks'

/**
 * Questions and answers, one open at a time (react-aria's disclosure
 * group: buttons with aria-expanded, Enter and Space toggle).
 */
export function AccordeonBlock({ block }: BlockProps<'AccordeonBlock'>) {
  const headingId = useId()
  if (block.items.length === 0) return null
  // The questions sit one level below the block's own heading.
  const level = block.headline ? 3 : 2
  return (
    <section aria-labelledby={block.headline ? headingId : undefined} className="max-w-3xl">
      {block.headline && (
        <h2
          id={headingId}
          className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
        >
          {block.headline}
        </h2>
      )}
      <DisclosureGroup className="mt-5 divide-y divide-cream-300 border-y border-cream-300">
        {block.items.map((item) => (
          <Disclosure key={item.id} id={item.id} className="group">
            <Heading level={level} className="m-0">
              <Button
                slot="trigger"
                className="flex min-h-12 w-full items-center justify-between gap-4 py-3 text-left font-medium text-ink hover:text-forest-700"
              >
                {item.title}
                <ChevronDownIcon className="size-5 shrink-0 transition-transform group-data-[expanded]:rotate-180" />
              </Button>
            </Heading>
            <DisclosurePanel>
              <RichText html={item.html} className="pb-5 text-ink-muted" />
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  )
}
