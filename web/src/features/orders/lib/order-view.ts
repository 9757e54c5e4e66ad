import type { OrderAddressFieldsFragment } from '@/gql/graphql'
import { countryName } from '@/lib/address'
import type { Locale } from '@/lib/locale'

export type OrderAddress = OrderAddressFieldsFragment

/** An order's detail page: /{lang}/customer/orders/{number}. */
export function orderPath(locale: Locale, number: string): string {
  return `/${locale}/customer/orders/${encodeURIComponent(number)}`
}

/** A GraphQL list without its holes (and none for null). */
export function present<T>(list: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter((entry): entry is T => entry !== null && entry !== undefined)
}

/** How many pieces an order holds: the quantities ordered of its items. */
export function orderQuantity(
  items: readonly ({ quantity_ordered?: number | null } | null)[] | null | undefined,
): number {
  return present(items).reduce((sum, item) => sum + (item.quantity_ordered ?? 0), 0)
}

/**
 * The quantities an item shows: always what was ordered, the others where
 * not zero. Returns count where they are: announced (not arrived), arrived
 * (not yet refunded); what they gave back is in refunded.
 */
export type QuantityKind =
  'ordered' | 'shipped' | 'canceled' | 'returnRequested' | 'returnReceived' | 'refunded'

export function orderItemQuantities(item: {
  quantity_ordered?: number | null
  quantity_shipped?: number | null
  quantity_canceled?: number | null
  quantity_refunded?: number | null
  quantity_return_requested?: number | null
  quantity_return_received?: number | null
}): { kind: QuantityKind; quantity: number }[] {
  const all: { kind: QuantityKind; quantity: number }[] = [
    { kind: 'ordered', quantity: item.quantity_ordered ?? 0 },
    { kind: 'shipped', quantity: item.quantity_shipped ?? 0 },
    { kind: 'canceled', quantity: item.quantity_canceled ?? 0 },
    { kind: 'returnRequested', quantity: item.quantity_return_requested ?? 0 },
    { kind: 'returnReceived', quantity: item.quantity_return_received ?? 0 },
    { kind: 'refunded', quantity: item.quantity_refunded ?? 0 },
  ]
  return all.filter(({ kind, quantity }) => kind === 'ordered' || quantity !== 0)
}

const line = (value: string | null | undefined) => value?.trim() ?? ''

/** An order's address as written on an envelope, one line each, empty lines left out. */
export function orderAddressLines(address: OrderAddress, locale: Locale): string[] {
  const lines = [
    [address.firstname, address.lastname].map(line).filter(Boolean).join(' '),
    line(address.company),
    ...address.street.map(line),
    [address.postcode, address.city].map(line).filter(Boolean).join(' '),
    line(address.region),
    address.country_code ? countryName(address.country_code, locale) : '',
  ]
  return lines.filter((text) => text !== '')
}

/** The bank transfer's details, where the order awaits one. */
export interface BankDetails {
  accountHolder: string
  iban: string
  bic: string
  bankName: string
  reference: string
  amount: { value: number; currency: string } | null
}

/** The payment method code of bank transfer in advance (internal/payment/banktransfer). */
export const bankTransferCode = 'banktransfer'

/**
 * The bank details of an order's payment (additional_data: account_holder,
 * iban, bic, bank_name, reference, amount), which the API answers while the
 * transfer is awaited; null for other methods and once nothing is to pay.
 */
export function bankDetails(
  payment:
    | {
        type: string
        additional_data?: readonly ({ name?: string | null; value?: string | null } | null)[] | null
      }
    | undefined,
): BankDetails | null {
  if (payment?.type !== bankTransferCode) return null
  const data = new Map(
    present(payment.additional_data).map((kv) => [kv.name ?? '', kv.value ?? '']),
  )
  const iban = data.get('iban') ?? ''
  if (iban === '') return null
  const amount = Number(data.get('amount'))
  return {
    accountHolder: data.get('account_holder') ?? '',
    iban,
    bic: data.get('bic') ?? '',
    bankName: data.get('bank_name') ?? '',
    reference: data.get('reference') ?? '',
    amount:
      data.get('amount') && Number.isFinite(amount) ? { value: amount, currency: 'EUR' } : null,
  }
}

/** An order's return screen: /{lang}/customer/orders/{number}/return. */
export function orderReturnPath(locale: Locale, number: string): string {
  return `${orderPath(locale, number)}/return`
}

/** How the order detail words a return's status. */
export type ReturnStatusKind = 'requested' | 'received' | 'refunded' | 'refused' | 'other'

/**
 * A return's status (Adobe Commerce's ReturnStatus) as the customer reads
 * it: Paddock uses PENDING (requested), RECEIVED, PROCESSED_AND_CLOSED
 * (refunded) and REJECTED (refused); any other gets a general word.
 */
export function returnStatusKind(status: string): ReturnStatusKind {
  switch (status) {
    case 'PENDING':
      return 'requested'
    case 'RECEIVED':
      return 'received'
    case 'PROCESSED_AND_CLOSED':
      return 'refunded'
    case 'REJECTED':
      return 'refused'
    default:
      return 'other'
  }
}
