import { preload } from 'react-dom'
import { EditorLink } from '@/components/ui/editor-link'
import { buttonClassName } from '@/components/ui/button-styles'
import type { BlockOf, BlockProps } from '@/features/content/lib/blocks'
import { useFullBleed } from '../block-renderer'
import { ContentImage, mediaSrcSet } from '../content-image'

type TeaserItem = BlockOf<'TeaserBlock'>['items'][number]

/** Below this width the item's phone crop shows (Tailwind's sm). */
const phoneMedia = '(max-width: 39.99rem)'

/**
 * A hero (one item, edge to edge, text over the image) or two to four
 * cards side by side; a phone gets the items' own crops where there are
 * some.
 */
export function TeaserBlock({ block, first }: BlockProps<'TeaserBlock'>) {
  if (block.items.length === 0) return null
  if (block.teaserLayout === 'hero') {
    const [item] = block.items
    return item ? <TeaserHero item={item} eager={first} /> : null
  }
  const columns =
    block.items.length >= 4
      ? 'sm:grid-cols-2 lg:grid-cols-4'
      : block.items.length === 3
        ? 'sm:grid-cols-3'
        : 'sm:grid-cols-2'
  return (
    <ul className={`grid gap-5 ${columns}`}>
      {block.items.map((item, index) => (
        <li key={`${item.headline}-${String(index)}`}>
          <TeaserCard item={item} />
        </li>
      ))}
    </ul>
  )
}

function TeaserPicture({
  item,
  sizes,
  eager,
}: {
  item: TeaserItem
  sizes: string
  eager: boolean
}) {
  if (!item.image) return null
  const className = 'absolute inset-0 size-full object-cover'
  if (eager) preloadPicture(item, sizes)
  return (
    <picture>
      {item.mobileImage && (
        <source media={phoneMedia} srcSet={mediaSrcSet(item.mobileImage)} sizes={sizes} />
      )}
      <ContentImage
        media={item.image}
        sizes={sizes}
        eager={eager}
        priority={eager}
        className={className}
      />
    </picture>
  )
}

/**
 * The page's largest image first: React preloads an img on its own, but
 * not one in a picture, whose source depends on the width. One preload per
 * source, each for the widths it serves, with the srcset and sizes the
 * picture has, so that the browser fetches what it will show.
 */
function preloadPicture(item: TeaserItem, sizes: string) {
  if (!item.image) return
  const mobile = item.mobileImage ? mediaSrcSet(item.mobileImage) : ''
  if (item.mobileImage && mobile) {
    preload(item.mobileImage.url, {
      as: 'image',
      imageSrcSet: mobile,
      imageSizes: sizes,
      fetchPriority: 'high',
      media: phoneMedia,
    })
  }
  const srcSet = mediaSrcSet(item.image)
  preload(item.image.url, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet && { imageSrcSet: srcSet, imageSizes: sizes }),
    ...(mobile && { media: `not all and ${phoneMedia}` }),
  })
}

function TeaserHero({ item, eager }: { item: TeaserItem; eager: boolean }) {
  const light = item.theme === 'light'
  const fullBleed = useFullBleed()
  return (
    <section
      aria-label={item.headline}
      className={`relative isolate flex min-h-[calc(26rem+var(--header-overlap,var(--header-guess,0px)))] items-end overflow-hidden pt-[var(--header-overlap,var(--header-guess,0px))] sm:min-h-[calc(30rem+var(--header-overlap,var(--header-guess,0px)))] ${
        fullBleed ? '' : '-mx-4 sm:-mx-6 sm:rounded-xl lg:mx-0'
      } ${light ? 'bg-forest-900 text-white' : 'bg-cream-200 text-ink'}`}
    >
      <TeaserPicture item={item} sizes="(min-width: 80rem) 80rem, 100vw" eager={eager} />
      {/* A scrim keeps the text readable whatever the image shows. */}
      <div
        aria-hidden="true"
        className={`absolute inset-0 ${
          light
            ? 'bg-gradient-to-t from-forest-950/90 via-forest-950/50 to-forest-950/10'
            : 'bg-gradient-to-t from-cream-50/95 via-cream-50/70 to-cream-50/10'
        }`}
      />
      <div
        className={`relative w-full p-6 sm:p-10 lg:p-14 ${fullBleed ? 'mx-auto max-w-7xl' : 'max-w-2xl'}`}
      >
        <div className="max-w-2xl">
          {item.subline && (
            <p
              className={`text-sm font-semibold tracking-widest uppercase ${light ? 'text-brass-300' : 'text-forest-800'}`}
            >
              {item.subline}
            </p>
          )}
          <h2 className="mt-2 font-display text-3xl leading-tight font-semibold text-balance sm:text-5xl">
            {item.headline}
          </h2>
          {item.text && <p className="mt-4 text-lg leading-relaxed">{item.text}</p>}
          {item.link && (
            <EditorLink
              url={item.link.url}
              newTab={item.link.newTab}
              className={`mt-6 ${
                light
                  ? 'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brass-300 px-5 py-2.5 font-medium text-forest-950 shadow-sm transition-colors hover:bg-cream-100 [--focus-ring:var(--color-brass-300)]'
                  : buttonClassName
              }`}
            >
              {item.link.label ?? item.headline}
            </EditorLink>
          )}
        </div>
      </div>
    </section>
  )
}

function TeaserCard({ item }: { item: TeaserItem }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-cream-50 shadow-sm ring-1 ring-cream-300">
      {item.image && (
        <div className="relative aspect-[4/3] overflow-hidden bg-cream-200">
          <TeaserPicture
            item={item}
            sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw"
            eager={false}
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {item.subline && (
          <p className="text-xs font-semibold tracking-widest text-brass-600 uppercase">
            {item.subline}
          </p>
        )}
        <h2 className="mt-1 font-display text-xl font-semibold text-forest-900">{item.headline}</h2>
        {item.text && <p className="mt-2 leading-relaxed text-ink-muted">{item.text}</p>}
        {item.link && (
          <EditorLink
            url={item.link.url}
            newTab={item.link.newTab}
            className="mt-auto inline-flex min-h-11 items-center pt-3 font-medium text-forest-700 underline-offset-4 after:absolute after:inset-0 hover:underline"
          >
            {item.link.label ?? item.headline}
          </EditorLink>
        )}
      </div>
    </article>
  )
}
