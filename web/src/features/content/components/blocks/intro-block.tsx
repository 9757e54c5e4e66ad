import { RichText } from '@/components/ui/rich-text'
import type { BlockProps } from '@/features/content/lib/blocks'

/** A page's opening: eyebrow, headline (the page's h1 when the block comes first) and text. */
export function IntroBlock({ block, first }: BlockProps<'IntroBlock'>) {
  const Heading = first ? 'h1' : 'h2'
  const centred = block.alignment === 'center'
  return (
    <div className={`max-w-3xl ${centred ? 'mx-auto text-center' : ''}`}>
      {block.eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-brass-600 uppercase">
          {block.eyebrow}
        </p>
      )}
      <Heading
        className={`mt-1 font-display leading-tight font-semibold tracking-tight text-balance text-forest-900 ${
          first ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-2xl sm:text-3xl'
        }`}
      >
        {block.introHeadline}
      </Heading>
      {block.html && <RichText html={block.html} className="mt-4 text-lg text-ink-muted" />}
    </div>
  )
}
