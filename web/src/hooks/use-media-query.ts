import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept current as the window changes. The
 * server renders, and the browser hydrates, as on a phone (no query
 * matches); a wider window shows its layout right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    useMediaSubscription(query),
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Subscribes to the changes of a media query's match. */
function useMediaSubscription(query: string) {
  return useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => {
        list.removeEventListener('change', onChange)
      }
    },
    [query],
  )
}

/**
 * Whether a media query matches, undefined while it cannot be known: in
 * the server's render and in the browser's hydration of it. A layout that
 * differs between widths renders both variants then, each hidden by a CSS
 * media query (Tailwind's `lg:hidden`, `hidden lg:block`), so that the
 * server's markup is right at every width and hydration shifts nothing;
 * once known, only the variant shown stays mounted.
 */
export function useMediaMatch(query: string): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    useMediaSubscription(query),
    () => window.matchMedia(query).matches,
    () => undefined,
  )
}

/** Tailwind's lg breakpoint: the desktop layout with sidebars and the mega menu. */
export const desktopQuery = '(min-width: 64rem)'
/** Tailwind's md breakpoint. */
export const tabletQuery = '(min-width: 48rem)'
