/** SPEC.md section 9. */
export const loadingBarDefaults = {
  /** A navigation shorter than this shows no bar at all. */
  throttleMs: 200,
  /** The time the estimated progress takes to get about 70 % of the way. */
  durationMs: 2_000,
  /** How long a finished bar stays full before it fades. */
  hideDelayMs: 500,
  /** How long after hiding the progress drops back to 0. */
  resetDelayMs: 400,
  /** How often the estimate moves on. */
  tickMs: 100,
}

export type LoadingBarOptions = typeof loadingBarDefaults

export interface LoadingBarState {
  visible: boolean
  /** 0 to 100. */
  progress: number
}

/**
 * An estimate that creeps towards 100 without reaching it: about 70 after
 * one duration, 84 after two, as Nuxt's loading indicator does.
 */
export function estimatedProgress(durationMs: number, elapsedMs: number): number {
  return (200 / Math.PI) * Math.atan((elapsedMs / durationMs) * 2)
}

/**
 * The state of the top loading bar, free of React so timing can be tested
 * with fake timers. start() and finish() bracket a navigation; subscribers
 * hear every change.
 */
export class LoadingBarController {
  readonly #options: LoadingBarOptions
  readonly #listeners = new Set<() => void>()
  #state: LoadingBarState = { visible: false, progress: 0 }
  #loading = false
  #shownAt = 0
  #throttleTimer: ReturnType<typeof setTimeout> | undefined
  #tickTimer: ReturnType<typeof setInterval> | undefined
  #hideTimer: ReturnType<typeof setTimeout> | undefined
  #resetTimer: ReturnType<typeof setTimeout> | undefined

  constructor(options: Partial<LoadingBarOptions> = {}) {
    this.#options = { ...loadingBarDefaults, ...options }
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  readonly getSnapshot = (): LoadingBarState => this.#state

  start(): void {
    if (this.#loading) return
    this.#loading = true
    this.#clearTimers()
    if (this.#state.visible) {
      // A new navigation while the last one is still fading out: keep showing.
      this.#show()
      return
    }
    this.#throttleTimer = setTimeout(() => {
      this.#show()
    }, this.#options.throttleMs)
  }

  finish(): void {
    if (!this.#loading) return
    this.#loading = false
    this.#clearTimers()
    if (!this.#state.visible) {
      this.#set({ visible: false, progress: 0 })
      return
    }
    this.#set({ visible: true, progress: 100 })
    this.#hideTimer = setTimeout(() => {
      this.#set({ visible: false, progress: 100 })
      this.#resetTimer = setTimeout(() => {
        this.#set({ visible: false, progress: 0 })
      }, this.#options.resetDelayMs)
    }, this.#options.hideDelayMs)
  }

  dispose(): void {
    this.#clearTimers()
    this.#listeners.clear()
  }

  #show(): void {
    this.#shownAt = Date.now()
    this.#set({ visible: true, progress: 0 })
    this.#tickTimer = setInterval(() => {
      const elapsed = Date.now() - this.#shownAt
      this.#set({ visible: true, progress: estimatedProgress(this.#options.durationMs, elapsed) })
    }, this.#options.tickMs)
  }

  #set(state: LoadingBarState): void {
    if (state.visible === this.#state.visible && state.progress === this.#state.progress) return
    this.#state = state
    this.#listeners.forEach((listener) => {
      listener()
    })
  }

  #clearTimers(): void {
    clearTimeout(this.#throttleTimer)
    clearInterval(this.#tickTimer)
    clearTimeout(this.#hideTimer)
    clearTimeout(this.#resetTimer)
  }
}
