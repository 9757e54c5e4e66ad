import type { MediaFieldsFragment } from '@/gql-content/graphql'

/** The longest side of each derivative (internal/media); none is larger than its original. */
const derivativeWidths = { small: 240, medium: 480, large: 960, xlarge: 1600 } as const

/** A srcset over the derivatives, each no wider than the original. */
export function mediaSrcSet(media: MediaFieldsFragment): string {
  const cap = (width: number) => (media.width ? Math.min(width, media.width) : width)
  // Only images have sizes (image fields never hold a PDF of the library).
  const sizes = media.sizes
  if (!sizes) return ''
  const entries = [
    [sizes.small.url, cap(derivativeWidths.small)],
    [media.url, cap(derivativeWidths.medium)],
    [sizes.large.url, cap(derivativeWidths.large)],
    [sizes.xlarge.url, cap(derivativeWidths.xlarge)],
  ] as const
  const seen = new Set<number>()
  return entries
    .filter(([, width]) => !seen.has(width) && (seen.add(width), true))
    .map(([url, width]) => `${url} ${String(width)}w`)
    .join(', ')
}

/**
 * An image of the content system in the size the layout needs: `sizes`
 * says how wide it shows, the browser picks the derivative. Without an
 * alternative text it is decoration.
 */
export function ContentImage({
  media,
  sizes,
  className = '',
  eager = false,
  priority = false,
}: {
  media: MediaFieldsFragment
  sizes: string
  className?: string
  eager?: boolean
  /** The page's largest image (a hero): fetched before the others. */
  priority?: boolean
}) {
  return (
    <img
      src={media.url}
      srcSet={mediaSrcSet(media) || undefined}
      sizes={sizes}
      alt={media.alt ?? ''}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      {...(priority && { fetchPriority: 'high' as const })}
      decoding="async"
      className={className}
    />
  )
}
