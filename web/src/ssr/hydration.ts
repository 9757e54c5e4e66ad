let hydrating = false

/**
 * Whether the browser is hydrating the server's markup of the first page:
 * what mounts now renders as the server did (below-the-fold parts shown,
 * useReveal), what mounts later behaves as in a page the browser built.
 * main.tsx sets it around the first render; App ends it once committed.
 */
export function isHydrating(): boolean {
  return hydrating
}

export function setHydrating(value: boolean): void {
  hydrating = value
}
