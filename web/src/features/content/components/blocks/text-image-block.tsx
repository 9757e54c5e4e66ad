import { useId } from 'react'
import { EditorLink } from '@/components/ui/editor-link'
import { buttonClassName } from '@/components/ui/button-styles'
import { RichText } from '@/components/ui/rich-text'
import type { BlockProps } from '@/features/content/lib/blocks'
import { ContentImage } from '../content-image'

/** Text beside an image, the image left or right from tablets up and above the text on phones. */
export function TextImageBlock({ block }: BlockProps<'TextImageBlock'>) {
  const headingId = useId()
  const imageRight = block.imagePosition === 'right'
  return (
    <section
      aria-labelledby={block.headline ? headingId : undefined}
      className="grid items-center gap-6 md:grid-cols-2 md:gap-12"
    >
      {block.image && (
        <ContentImage
          media={block.image}
          sizes="(min-width: 48rem) 50vw, 100vw"
          className={`aspect-[4/3] w-full rounded-lg object-cover ${imageRight ? 'md:order-2' : ''}`}
        />
      )}
      <div className={block.image ? '' : 'md:col-span-2'}>
        {block.headline && (
          <h2
            id={headingId}
            className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
          >
            {block.headline}
          </h2>
        )}
        {block.html && <RichText html={block.html} className={block.headline ? 'mt-4' : ''} />}
        {block.link && (
          <EditorLink
            url={block.link.url}
            newTab={block.link.newTab}
            className={`mt-6 ${buttonClassName}`}
          >
            {block.link.label ?? block.headline ?? block.link.url}
          </EditorLink>
        )}
      </div>
    </section>
  )
}
