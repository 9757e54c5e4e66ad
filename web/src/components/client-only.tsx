import { useSyncExternalStore, type ReactNode } from 'react'

const subscribeNothing = () => () => undefined

/**
 * Whether this render is in the browser after hydration: false on the
 * server and while the browser hydrates the server's markup, true after.
 * What depends on the visitor (cookies, storage, the window) renders only
 * then, so that the server's HTML is the same for everyone and hydrates
 * without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

/** Renders its children in the browser only, after hydration (useHydrated). */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}
