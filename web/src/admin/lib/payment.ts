import type { TextKey, useText } from './text'

/** A payment method's name: the shop's own by their text, Mollie's by its method. */
export function paymentMethodLabel(t: ReturnType<typeof useText>['t'], code: string): string {
  if (code === 'banktransfer' || code === 'paddock_test')
    return t(('paymentMethod.' + code) as TextKey)
  if (code.startsWith('mollie_methods_'))
    return t('paymentMethod.mollie', { method: code.slice('mollie_methods_'.length) })
  return code
}
