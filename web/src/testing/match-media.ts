/**
 * jsdom has no matchMedia. This one answers width queries such as
 * `(min-width: 64rem)` against window.innerWidth (16px to the rem), and
 * tells listeners when a test changes the width with setViewportWidth.
 */
const listeners = new Set<() => void>()

function evaluate(query: string): boolean {
  const width = window.innerWidth
  return query.split(/\s+and\s+/).every((part) => {
    const match = /\(\s*(min|max)-width:\s*([\d.]+)(px|rem|em)\s*\)/.exec(part)
    if (!match) return false
    const [, kind, amount, unit] = match
    const pixels = Number(amount) * (unit === 'px' ? 1 : 16)
    return kind === 'min' ? width >= pixels : width <= pixels
  })
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      media: query,
      get matches() {
        return evaluate(query)
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList
}

export const desktopWidth = 1280
export const phoneWidth = 390

/** Changes the window's width and tells every query listener. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  for (const listener of [...listeners]) listener()
}
