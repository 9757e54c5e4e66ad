import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept current as the window changes. The
 * server renders, and the browser hydrates, as on a phone (no query
 * matches); a wider window shows its layout right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => {
        list.removeEventListener('change', onChange)
      }
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Tailwind's lg breakpoint: the desktop layout with sidebars and the mega menu. */
export const desktopQuery = '(min-width: 64rem)'
/** Tailwind's md breakpoint. */
export const tabletQuery = '(min-width: 48rem)'
