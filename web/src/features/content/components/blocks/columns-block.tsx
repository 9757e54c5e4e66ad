import { useId } from 'react'
import { EditorLink } from '@/components/ui/editor-link'
import { RichText } from '@/components/ui/rich-text'
import type { BlockOf, BlockProps } from '@/features/content/lib/blocks'
import { ContentImage } from '../content-image'

type Width = BlockOf<'ColumnsBlock'>['columns'][number]['width']

// The share of a twelve-column row from tablets up; phones stack every column.
const span: Record<Width, string> = {
  oneQuarter: 'md:col-span-3',
  oneThird: 'md:col-span-4',
  half: 'md:col-span-6',
  twoThirds: 'md:col-span-8',
  full: 'md:col-span-12',
}

const imageSizes: Record<Width, string> = {
  oneQuarter: '(min-width: 48rem) 25vw, 100vw',
  oneThird: '(min-width: 48rem) 33vw, 100vw',
  half: '(min-width: 48rem) 50vw, 100vw',
  twoThirds: '(min-width: 48rem) 66vw, 100vw',
  full: '100vw',
}

/** Columns of text with an image and a link each, side by side from tablets up. */
export function ColumnsBlock({ block }: BlockProps<'ColumnsBlock'>) {
  const headingId = useId()
  if (block.columns.length === 0) return null
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
      <div className={`grid grid-cols-1 gap-8 md:grid-cols-12 ${block.headline ? 'mt-6' : ''}`}>
        {block.columns.map((column, index) => (
          <div key={index} className={`flex flex-col gap-4 ${span[column.width]}`}>
            {column.image && (
              <ContentImage
                media={column.image}
                sizes={imageSizes[column.width]}
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
            )}
            {column.html && <RichText html={column.html} />}
            {column.link && (
              <EditorLink
                url={column.link.url}
                newTab={column.link.newTab}
                className="inline-flex min-h-11 items-center self-start font-medium text-forest-700 underline underline-offset-4 hover:text-forest-900"
              >
                {column.link.label ?? column.link.url}
              </EditorLink>
            )}
          </div>
        ))}
      </div>
    </section>
  )
}
