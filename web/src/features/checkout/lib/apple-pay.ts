import { useSyncExternalStore } from 'react'

/** Mollie's code of Apple Pay among the payment methods. */
export const applePayCode = 'mollie_methods_applepay'

interface ApplePaySessionLike {
  canMakePayments: () => boolean
}

/**
 * Whether this browser can pay with Apple Pay: Mollie offers it to every
 * cart, but only Safari on an Apple device with a card set up can use it
 * (Mollie asks shops to check ApplePaySession.canMakePayments() before
 * showing it). Outside a secure context the call throws: no Apple Pay.
 */
function applePayAvailable(): boolean {
  const session = (globalThis as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments()
  } catch {
    return false
  }
}

/** The browser's ability does not change while the page is open. */
const subscribeNothing = () => () => undefined

/** Whether to offer Apple Pay; false in a render on the server. */
export function useApplePayAvailable(): boolean {
  return useSyncExternalStore(subscribeNothing, applePayAvailable, () => false)
}
