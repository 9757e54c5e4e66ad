import { useCallback, useSyncExternalStore } from 'react'

/** Whether a media query matches, kept current as the window changes. */
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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}

/** Tailwind's lg breakpoint: the desktop layout with sidebars and the mega menu. */
export const desktopQuery = '(min-width: 64rem)'
/** Tailwind's md breakpoint. */
export const tabletQuery = '(min-width: 48rem)'
