/** SPEC.md section 4: a reload marker is valid for 10 seconds. */
export const reloadMarkerLifetimeMs = 10_000

const markerKey = 'paddock:reload'

export interface ReloadGuardOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  now?: () => number
  lifetimeMs?: number
}

/**
 * Allows at most one automatic reload per 10 seconds per tab, so a broken
 * deployment cannot send the page into a reload loop. The marker lives in
 * sessionStorage because it must survive the reload it guards.
 */
export class ReloadGuard {
  readonly #storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  readonly #now: () => number
  readonly #lifetimeMs: number

  constructor({
    storage,
    now = Date.now,
    lifetimeMs = reloadMarkerLifetimeMs,
  }: ReloadGuardOptions = {}) {
    this.#storage = storage ?? sessionStorageOrUndefined()
    this.#now = now
    this.#lifetimeMs = lifetimeMs
  }

  /** Records a reload and returns true, or returns false when the last one is younger than the marker lifetime. */
  tryAcquire(): boolean {
    if (!this.#storage) return false
    try {
      const now = this.#now()
      const last = Number(this.#storage.getItem(markerKey))
      if (last > 0 && now >= last && now - last < this.#lifetimeMs) return false
      this.#storage.setItem(markerKey, String(now))
      return true
    } catch {
      // Storage that throws cannot guard against a loop, so no automatic reload.
      return false
    }
  }
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}
