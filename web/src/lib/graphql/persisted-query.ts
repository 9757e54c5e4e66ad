const hashes = new Map<string, Promise<string | undefined>>()

/**
 * The hex sha256 of a document, as automatic persisted queries name it;
 * undefined where the browser offers no Web Crypto (outside secure
 * contexts), and the caller sends the document itself.
 */
export function persistedQueryHash(query: string): Promise<string | undefined> {
  let hash = hashes.get(query)
  if (!hash) {
    hash = digest(query)
    hashes.set(query, hash)
  }
  return hash
}

async function digest(query: string): Promise<string | undefined> {
  // Undefined outside secure contexts and in the server renderer, whatever the DOM types say.
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle
  if (!subtle) return undefined
  try {
    const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(query)))
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  } catch {
    return undefined
  }
}
