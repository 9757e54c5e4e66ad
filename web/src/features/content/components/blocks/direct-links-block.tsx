import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EditorLink } from '@/components/ui/editor-link'
import type { BlockProps } from '@/features/content/lib/blocks'
import { ContentImage } from '../content-image'

/** Ways into the shop: a row of links with an image and a line of description each. */
export function DirectLinksBlock({ block }: BlockProps<'DirectLinksBlock'>) {
  const { t } = useTranslation()
  const headingId = useId()
  if (block.links.length === 0) return null
  return (
    <nav
      aria-labelledby={block.headline ? headingId : undefined}
      aria-label={block.headline ? undefined : t('content.directLinks')}
    >
      {block.headline && (
        <h2
          id={headingId}
          className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
        >
          {block.headline}
        </h2>
      )}
      <ul
        className={`grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 ${block.headline ? 'mt-6' : ''}`}
      >
        {block.links.map((link, index) => (
          <li key={`${link.url}-${String(index)}`}>
            <EditorLink
              url={link.url}
              className="group flex h-full flex-col overflow-hidden rounded-lg bg-cream-50 shadow-sm ring-1 ring-cream-300 transition-shadow hover:shadow-md"
            >
              {/* The label names the link; the picture only illustrates it. */}
              {link.image && (
                <span className="block aspect-[4/3] overflow-hidden bg-cream-200">
                  <ContentImage
                    media={{ ...link.image, alt: '' }}
                    sizes="(min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                </span>
              )}
              <span className="flex flex-1 flex-col gap-1 p-4">
                <span className="font-display text-lg font-semibold text-forest-900 group-hover:text-forest-700">
                  {link.label}
                </span>
                {link.description && (
                  <span className="text-sm leading-relaxed text-ink-muted">{link.description}</span>
                )}
              </span>
            </EditorLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
