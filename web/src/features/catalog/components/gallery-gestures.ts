import { useRef, type KeyboardEvent, type PointerEvent } from 'react'

/** The round arrow buttons over an image, the gallery's and the enlarged one's. */
export const arrowClassName =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-cream-50/90 text-forest-900 shadow ring-1 ring-cream-300 hover:bg-cream-50'

/** How far a finger must move sideways, in CSS pixels, to count as a swipe. */
const swipeDistance = 40

/**
 * Steps on a horizontal swipe: pointer handlers for an element that sets
 * `touch-action: pan-y`, so that vertical moves still scroll the page.
 * `swiped()` tells a click that ends a swipe apart from a tap.
 */
export function useSwipe(step: (delta: number) => void) {
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
export function arrowKeys(step: (delta: number) => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      step(event.key === 'ArrowRight' ? 1 : -1)
    }
  }
}
