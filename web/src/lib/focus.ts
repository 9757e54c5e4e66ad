const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/**
 * Moves focus to the element the Tab key would reach from `from`: the next
 * one in document order, or the previous one for Shift+Tab. Stays on `from`
 * at either end of the page.
 */
export function focusNextTabbable(from: HTMLElement, direction: 'forward' | 'backward'): void {
  const tabbables = [...from.ownerDocument.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) => !element.closest('[inert], [hidden]') && element.getClientRects().length > 0,
  )
  const index = tabbables.indexOf(from)
  const next = index < 0 ? undefined : tabbables[index + (direction === 'forward' ? 1 : -1)]
  ;(next ?? from).focus()
}
