import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import type { ImageSizes } from '../lib/product'

const arrowClassName =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-cream-50/90 text-forest-900 shadow ring-1 ring-cream-300 hover:bg-cream-50'

/**
 * The product's images: one large, thumbnails beneath to choose another,
 * and arrow buttons to step through them (no swiping needed on phones).
 * Give it a key per variant so a new variant starts at its first image.
 */
export function ProductGallery({ images, name }: { images: readonly ImageSizes[]; name: string }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(0)
  const index = Math.min(current, Math.max(images.length - 1, 0))
  const image = images[index]
  const count = images.length
  const step = (delta: number) => {
    setCurrent((index + delta + count) % count)
  }

  if (!image) {
    return <div className="aspect-square rounded-lg bg-cream-200" aria-hidden="true" />
  }
  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-lg bg-white ring-1 ring-cream-300">
        <img
          src={image.large ?? image.medium}
          srcSet={
            image.xlarge ? `${image.large ?? image.medium} 1x, ${image.xlarge} 2x` : undefined
          }
          alt={image.label || name}
          width={image.width ?? 800}
          height={image.height ?? 800}
          fetchPriority="high"
          className="size-full object-contain"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => {
                step(-1)
              }}
              className={`${arrowClassName} left-2`}
            >
              <ChevronLeftIcon />
              <span className="sr-only">{t('gallery.previous')}</span>
            </button>
            <button
              type="button"
              onClick={() => {
                step(1)
              }}
              className={`${arrowClassName} right-2`}
            >
              <ChevronRightIcon />
              <span className="sr-only">{t('gallery.next')}</span>
            </button>
            <p
              aria-live="polite"
              className="absolute right-2 bottom-2 rounded-full bg-forest-900/80 px-2.5 py-0.5 text-xs text-cream-50"
            >
              <span className="sr-only">{t('gallery.position', { index: index + 1, count })}</span>
              <span aria-hidden="true">
                {index + 1} / {count}
              </span>
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6">
          {images.map((thumbnail, position) => (
            <li key={`${thumbnail.small}-${String(position)}`}>
              <button
                type="button"
                aria-current={position === index}
                onClick={() => {
                  setCurrent(position)
                }}
                className={`block aspect-square w-full overflow-hidden rounded-md bg-white ring-1 transition ${
                  position === index
                    ? 'ring-2 ring-forest-800'
                    : 'ring-cream-300 hover:ring-forest-600'
                }`}
              >
                <img
                  src={thumbnail.small}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="size-full object-contain"
                />
                <span className="sr-only">{t('gallery.show', { index: position + 1, count })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
