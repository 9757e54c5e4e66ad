import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import type { ImageSizes } from '../lib/product'
import { arrowClassName, arrowKeys, useSwipe } from './gallery-gestures'

// The enlarged image and React Aria's modal it opens in are not in the page's first load: they
// load when a pointer or the focus reaches the image, so that they are there by the click.
const loadZoomDialog = () => import('./zoom-dialog')
const ZoomDialog = lazy(() => loadZoomDialog().then(({ ZoomDialog }) => ({ default: ZoomDialog })))
const preloadZoomDialog = () => {
  loadZoomDialog().catch(() => undefined)
}

/**
 * The product's images: one large, thumbnails beneath (buttons named by
 * the image's text) to choose another, arrow buttons, the arrow keys and a
 * swipe on touch screens to step through them, and a tap or click on the
 * large image to see it enlarged in a dialog (Escape closes it), where a
 * click zooms in further at the point clicked.
 * Give it a key per variant so a new variant starts at its first image.
 */
export function ProductGallery({ images, name }: { images: readonly ImageSizes[]; name: string }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(0)
  const [zoomOpen, setZoomOpen] = useState(false)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const index = Math.min(current, Math.max(count - 1, 0))
  const image = images[index]
  const step = (delta: number) => {
    if (count > 1) setCurrent((index + delta + count) % count)
  }
  const swipe = useSwipe(step)

  if (!image) {
    return <div className="aspect-square rounded-lg bg-cream-200" aria-hidden="true" />
  }
  const label = image.label || name
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the arrow keys bubble up from its buttons, which hold the focus
    <div
      onKeyDown={(event) => {
        if (count < 2 || zoomOpen) return
        const onThumbnail = thumbnails.current.indexOf(event.target as HTMLButtonElement)
        arrowKeys((delta) => {
          const next = (index + delta + count) % count
          setCurrent(next)
          // A thumbnail in focus hands it to the one now current.
          if (onThumbnail >= 0) thumbnails.current[next]?.focus()
        })(event)
      }}
    >
      <div
        className="relative aspect-square touch-pan-y overflow-hidden rounded-lg bg-white ring-1 ring-cream-300"
        {...swipe.handlers}
      >
        <button
          type="button"
          aria-label={t('gallery.zoom', { label })}
          onPointerEnter={preloadZoomDialog}
          onPointerDown={preloadZoomDialog}
          onFocus={preloadZoomDialog}
          onClick={() => {
            if (!swipe.swiped()) setZoomOpen(true)
          }}
          className="block size-full cursor-zoom-in"
        >
          <img
            src={image.large ?? image.medium}
            srcSet={
              image.xlarge ? `${image.large ?? image.medium} 1x, ${image.xlarge} 2x` : undefined
            }
            alt={label}
            width={image.width ?? 800}
            height={image.height ?? 800}
            fetchPriority="high"
            draggable={false}
            className="size-full object-contain select-none"
          />
        </button>
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
                ref={(element) => {
                  thumbnails.current[position] = element
                }}
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
                <span className="sr-only">
                  {t('gallery.show', {
                    label: thumbnail.label || name,
                    index: position + 1,
                    count,
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Suspense fallback={null}>
          <ZoomDialog
            image={image}
            label={label}
            index={index}
            count={count}
            step={step}
            onClose={() => {
              setZoomOpen(false)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
