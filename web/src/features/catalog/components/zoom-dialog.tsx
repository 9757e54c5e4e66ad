import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import { ModalDialog, ModalDialogHeader } from '@/components/ui/modal-dialog'
import type { ImageSizes } from '../lib/product'
import { arrowClassName, arrowKeys, useSwipe } from './gallery-gestures'

/**
 * The enlarged image in a dialog: the largest size, arrow buttons and keys
 * to step on, a swipe on touch screens, and a click on the image to zoom
 * in twice as far at that point (again to zoom out).
 */
export function ZoomDialog({
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
