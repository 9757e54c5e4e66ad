/**
 * A visitor's wish list, kept in this browser's localStorage under
 * `paddock_wishlist` until they sign in, when the app adds it to their
 * account (app/wishlist-session.tsx) and clears it. Entries have the
 * shape of Magento's WishlistItemInput plus the day they were saved.
 * Read only through the store below (useSyncExternalStore, effects),
 * never during a render on the server; other tabs' changes arrive by the
 * `storage` event.
 */

export const guestWishlistKey = 'paddock_wishlist'

/** The most a visitor's list keeps; the oldest go first. */
export const maxGuestEntries = 100

export interface GuestWishlistEntry {
  /** The product's SKU; for a configurable product with a chosen variant the variant's. */
  sku: string
  /** The configurable product's SKU, when sku is its variant's. */
  parent_sku?: string
  selected_options?: string[]
  entered_options?: { uid: string; value: string }[]
  quantity: number
  /** When it was saved (ISO 8601, UTC). */
  added_at: string
}

const text = (value: unknown, max = 128): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

function isEntry(value: unknown): value is GuestWishlistEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    text(entry.sku) &&
    (entry.parent_sku === undefined || text(entry.parent_sku)) &&
    (entry.selected_options === undefined ||
      (Array.isArray(entry.selected_options) &&
        entry.selected_options.every((uid) => text(uid)))) &&
    (entry.entered_options === undefined ||
      (Array.isArray(entry.entered_options) &&
        entry.entered_options.every(
          (option: unknown) =>
            typeof option === 'object' &&
            option !== null &&
            text((option as Record<string, unknown>).uid) &&
            typeof (option as Record<string, unknown>).value === 'string',
        ))) &&
    typeof entry.quantity === 'number' &&
    Number.isInteger(entry.quantity) &&
    entry.quantity >= 1 &&
    entry.quantity <= 999 &&
    text(entry.added_at, 40)
  )
}

/** The stored list; entries the storefront did not write are left out. */
export function parseGuestWishlist(raw: string | null): GuestWishlistEntry[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter(isEntry).slice(0, maxGuestEntries) : []
  } catch {
    return []
  }
}

const empty: readonly GuestWishlistEntry[] = Object.freeze([])
const listeners = new Set<() => void>()
let snapshot: { raw: string | null; entries: readonly GuestWishlistEntry[] } | undefined

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage turned off by the browser: a visitor's list stays empty.
    return null
  }
}

function changed() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key === guestWishlistKey || event.key === null) changed()
}

/** The visitor's list (one array until it changes). */
export function guestWishlist(): readonly GuestWishlistEntry[] {
  const raw = storage()?.getItem(guestWishlistKey) ?? null
  if (snapshot?.raw !== raw) {
    const entries = parseGuestWishlist(raw)
    snapshot = { raw, entries: entries.length > 0 ? entries : empty }
  }
  return snapshot.entries
}

/** The list on the server's first render: nothing (it lives in the browser). */
export function serverGuestWishlist(): readonly GuestWishlistEntry[] {
  return empty
}

/** Calls back whenever the list changes, in this tab or another (useSyncExternalStore). */
export function subscribeGuestWishlist(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

function write(entries: readonly GuestWishlistEntry[]) {
  const store = storage()
  if (!store) return
  try {
    if (entries.length === 0) store.removeItem(guestWishlistKey)
    else store.setItem(guestWishlistKey, JSON.stringify(entries.slice(-maxGuestEntries)))
  } catch {
    // A full storage keeps the list as it was.
  }
  changed()
}

/** Saves an entry (newest last). */
export function addGuestEntry(entry: GuestWishlistEntry): void {
  write([...guestWishlist(), entry])
}

/** Forgets the entries a test picks. */
export function removeGuestEntries(remove: (entry: GuestWishlistEntry) => boolean): void {
  write(guestWishlist().filter((entry) => !remove(entry)))
}

/** Forgets these entries (sent to the account), keeping any saved meanwhile. */
export function forgetGuestEntries(sent: readonly GuestWishlistEntry[]): void {
  const gone = new Set(sent.map((entry) => JSON.stringify(entry)))
  write(guestWishlist().filter((entry) => !gone.has(JSON.stringify(entry))))
}
