import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Moves focus to the element with the given id after a client-side page
 * change, so keyboard and screen reader users start at the new content
 * instead of on the link they left. The first render leaves focus where the
 * browser put it. Used above the layouts, which may change with the page.
 */
export function useFocusOnNavigation(targetId: string): void {
  const { pathname } = useLocation()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    document.getElementById(targetId)?.focus({ preventScroll: true })
  }, [pathname, targetId])
}
