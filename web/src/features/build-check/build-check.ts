import { ReloadGuard } from './reload-guard'

/** SPEC.md section 9: the first check runs 1 s after start. */
export const firstCheckDelayMs = 1_000
export const pollIntervalMs = 10 * 60 * 1_000
export const latestBuildPath = '/_build/latest.json'

/** The part of `window.location` the check needs, so tests can watch it. */
export interface PageLocation {
  assign(url: string): void
  reload(): void
}

export interface BuildCheckOptions {
  /** The id compiled into this bundle. */
  currentBuildId: string
  fetch?: typeof fetch
  location?: PageLocation
  guard?: ReloadGuard
  now?: () => number
}

/**
 * Notices a newer deployment and moves the tab onto it (SPEC.md section 4):
 * once outdated, the next navigation becomes a full page load; a failed chunk
 * load reloads the page. Every automatic reload passes the reload guard.
 */
export class BuildCheck {
  readonly #currentBuildId: string
  readonly #fetch: typeof fetch
  readonly #location: PageLocation
  readonly #guard: ReloadGuard
  readonly #now: () => number
  #outdated = false
  #reloading = false

  constructor({
    currentBuildId,
    fetch: fetchFn,
    location,
    guard,
    now = Date.now,
  }: BuildCheckOptions) {
    this.#currentBuildId = currentBuildId
    this.#fetch = fetchFn ?? ((input, init) => fetch(input, init))
    this.#location = location ?? window.location
    this.#guard = guard ?? new ReloadGuard({ now })
    this.#now = now
  }

  get outdated(): boolean {
    return this.#outdated
  }

  /** Compares the deployed build with this one; network and parse failures change nothing. */
  async check(): Promise<void> {
    try {
      const response = await this.#fetch(`${latestBuildPath}?t=${String(this.#now())}`, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
      })
      if (!response.ok) return
      const latest = (await response.json()) as { id?: unknown } | null
      if (typeof latest?.id === 'string' && latest.id !== this.#currentBuildId)
        this.#outdated = true
    } catch {
      // Offline or the server is restarting: ask again at the next poll.
    }
  }

  /** Polls from 1 s after start, then every 10 minutes and whenever the tab becomes visible; returns a stop function. */
  start(
    target: Pick<
      Document,
      'addEventListener' | 'removeEventListener' | 'visibilityState'
    > = document,
  ): () => void {
    const check = () => void this.check()
    const onVisibilityChange = () => {
      if (target.visibilityState === 'visible') check()
    }
    const firstCheck = setTimeout(check, firstCheckDelayMs)
    const poll = setInterval(check, pollIntervalMs)
    target.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      clearTimeout(firstCheck)
      clearInterval(poll)
      target.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }

  /** Reloads after Vite reports a failed preload of a lazy chunk; returns a stop function. */
  listenForPreloadErrors(
    target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  ): () => void {
    const onPreloadError = (event: Event) => {
      if (this.recoverFromChunkError()) event.preventDefault()
    }
    target.addEventListener('vite:preloadError', onPreloadError)
    return () => {
      target.removeEventListener('vite:preloadError', onPreloadError)
    }
  }

  /**
   * Call before a client-side navigation: when this build is outdated, starts
   * a full page load of url instead and returns true.
   */
  navigateWithFullLoad(url: string): boolean {
    return this.#outdated && this.#fullLoad(url)
  }

  /** Call after a lazy import failed: reloads and returns true, or returns false when the guard forbids it and the error should show. */
  recoverFromChunkError(): boolean {
    return this.#fullLoad()
  }

  #fullLoad(url?: string): boolean {
    if (this.#reloading) return true
    if (!this.#guard.tryAcquire()) return false
    this.#reloading = true
    if (url === undefined) this.#location.reload()
    else this.#location.assign(url)
    return true
  }
}
