import { useEffect, useState, type RefObject } from 'react'
import { isHydrating } from '@/ssr/hydration'

const interactions = ['scroll', 'keydown', 'pointerdown', 'pointermove', 'touchstart'] as const

/**
 * Whether content below the fold should load now: once its place comes
 * within 100 pixels of the viewport, or the visitor first scrolls, types or
 * touches. A page that only loads renders its top first; anyone using it
 * gets the rest at once. Without IntersectionObserver (on the server) and
 * while hydrating the server's markup it is true at once.
 */
export function useReveal(ref: RefObject<Element | null>): boolean {
  // Shown at once where it was in the server's markup, which rendered everything.
  const [revealed, setRevealed] = useState(
    () => typeof IntersectionObserver === 'undefined' || isHydrating(),
  )

  useEffect(() => {
    const element = ref.current
    if (revealed || !element) return
    const reveal = () => {
      setRevealed(true)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal()
      },
      // Near enough to be ready when scrolled to; far enough that a first screen does not count.
      { rootMargin: '100px 0px' },
    )
    observer.observe(element)
    for (const type of interactions)
      window.addEventListener(type, reveal, { once: true, passive: true })
    return () => {
      observer.disconnect()
      for (const type of interactions) window.removeEventListener(type, reveal)
    }
  }, [ref, revealed])

  return revealed
}
