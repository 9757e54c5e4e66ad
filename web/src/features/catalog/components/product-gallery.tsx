import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import { ModalDialog, ModalDialogHeader } from '@/components/ui/modal-dialog'
import type { ImageSizes } from '../lib/product'

const arrowClassName =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-cream-50/90 text-forest-900 shadow ring-1 ring-cream-300 hover:bg-cream-50'

/** How far a finger must move sideways, in CSS pixels, to count as a swipe. */
const swipeDistance = 40

/**
 * Steps on a horizontal swipe: pointer handlers for an element that sets
 * `touch-action: pan-y`, so that vertical moves still scroll the page.
 * `swiped()` tells a click that ends a swipe apart from a tap.
 */
function useSwipe(step: (delta: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  const swipedRef = useRef(false)
  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        swipedRef.current = false
        start.current =
          event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY }
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current
        start.current = null
        if (!from) return
        const dx = event.clientX - from.x
        if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
          swipedRef.current = true
          step(dx < 0 ? 1 : -1)
        }
      },
      onPointerCancel: () => {
        start.current = null
      },
    },
    swiped: () => swipedRef.current,
  }
}

/** ArrowLeft and ArrowRight step through the images. */
function arrowKeys(step: (delta: number) => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      step(event.key === 'ArrowRight' ? 1 : -1)
    }
  }
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
      )}
    </div>
  )
}

/**
 * The enlarged image in a dialog: the largest size, arrow buttons and keys
 * to step on, a swipe on touch screens, and a click on the image to zoom
 * in twice as far at that point (again to zoom out).
 */
function ZoomDialog({
  image,
  label,
  index,
  count,
  step,
  onClose,
}: {
  image: ImageSizes
  label: string
  index: number
  count: number
  step: (delta: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null)
  const swipe = useSwipe((delta) => {
    setZoom(null)
    step(delta)
  })
  const stepTo = (delta: number) => {
    setZoom(null)
    step(delta)
  }
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} dismissable size="large">
      <ModalDialogHeader headingId={headingId} onClose={onClose}>
        {label}
      </ModalDialogHeader>
      <div
        className="relative min-h-0 flex-1 p-3 sm:p-5"
        onKeyDown={count > 1 ? arrowKeys(stepTo) : undefined}
      >
        <div
          className="relative mx-auto aspect-square max-h-[calc(100dvh-12rem)] touch-pan-y overflow-hidden rounded-md bg-white"
          {...swipe.handlers}
        >
          <button
            type="button"
            aria-pressed={zoom !== null}
            onClick={(event) => {
              if (swipe.swiped()) return
              if (zoom) {
                setZoom(null)
                return
              }
              const box = event.currentTarget.getBoundingClientRect()
              const x = box.width ? ((event.clientX - box.left) / box.width) * 100 : 50
              const y = box.height ? ((event.clientY - box.top) / box.height) * 100 : 50
              setZoom({ x: clampPercent(x), y: clampPercent(y) })
            }}
            className={`block size-full ${zoom ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
          >
            <img
              src={image.xlarge ?? image.large ?? image.medium}
              alt={label}
              width={image.width ?? 1200}
              height={image.height ?? 1200}
              draggable={false}
              className="size-full object-contain transition-transform duration-200 select-none"
              style={
                zoom
                  ? {
                      transform: 'scale(2)',
                      transformOrigin: `${String(zoom.x)}% ${String(zoom.y)}%`,
                    }
                  : undefined
              }
            />
            <span className="sr-only">{t('gallery.zoomIn')}</span>
          </button>
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => {
                  stepTo(-1)
                }}
                className={`${arrowClassName} left-2`}
              >
                <ChevronLeftIcon />
                <span className="sr-only">{t('gallery.previous')}</span>
              </button>
              <button
                type="button"
                onClick={() => {
                  stepTo(1)
                }}
                className={`${arrowClassName} right-2`}
              >
                <ChevronRightIcon />
                <span className="sr-only">{t('gallery.next')}</span>
              </button>
            </>
          )}
        </div>
        {count > 1 && (
          <p aria-live="polite" className="mt-2 text-center text-sm text-ink-muted">
            {t('gallery.position', { index: index + 1, count })}
          </p>
        )}
      </div>
    </ModalDialog>
  )
}

function clampPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)))
}
