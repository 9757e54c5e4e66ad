let configured: string | undefined

/**
 * The address the shop is configured to answer at (PADDOCK_BASE_URL): the
 * origin of the canonical link the server renders into the first page, read
 * once before client-side navigation rewrites the head; the page's own
 * origin where the server rendered none (a 404, `vite dev`).
 */
export function siteBaseUrl(doc?: Document): string {
  if (configured !== undefined) return configured
  const canonical = (doc ?? document).querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
  let origin = window.location.origin
  if (canonical) {
    try {
      origin = new URL(canonical).origin
    } catch {
      // A broken link says nothing; the page's origin stands.
    }
  }
  configured = origin
  return origin
}

/** The server renderer knows the address from the server's configuration (entry-server.tsx). */
export function setSiteBaseUrl(origin: string): void {
  configured = origin
}

/** Forgets the address read, for tests that set up another page. */
export function resetSiteBaseUrl(): void {
  configured = undefined
}
