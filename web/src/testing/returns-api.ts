import { serveCommerce } from './commerce-api'
import { fieldError, graphqlErrors } from './graphql-api'

/*
 * The return operations for the return screens' tests, answered as
 * internal/returns and its resolvers answer them: orderReturnInformation
 * of the customer's orders only (anything else NOT_FOUND), the refusal's
 * message in the Store header's language, createReturnRequest checking
 * what the server checks (field errors `items.N.quantity` and
 * `items.N.reason` of the items sent, a refused order as a conflict with
 * its message) and answering the reference `<number>-R<n>`, after which
 * the returned quantities are no longer returnable.
 */

type Locale = 'de' | 'en' | 'fr'

export type TestRefusalCode =
  | 'ORDER_STATUS_NOT_RETURNABLE'
  | 'RETURN_DATA_UNAVAILABLE'
  | 'ALREADY_FULLY_RETURNED'
  | 'DESTINATION_NOT_GERMANY'
  | 'NOT_FULLY_SHIPPED'
  | 'INDIVIDUALISED_ITEMS'
  | 'RETURN_PERIOD_EXPIRED'

export interface TestRefusal {
  code: TestRefusalCode
  message: string
}

export interface TestReturnItem {
  order_item: {
    id: string
    product_name: string | null
    product_sku: string
    selected_options: { label: string; value: string }[]
    entered_options: { label: string; value: string }[]
  }
  product: { small_image: { url: string; label: string } | null } | null
  qtyOrdered: number
  qtyReturnable: number
  refusal: TestRefusal | null
}

export interface TestReturnInformation {
  isReturnable: boolean
  refusal: TestRefusal | null
  returnableUntil: string | null
  /** The carrier of the shop's prepaid return labels; null: a reference sheet, the customer's postage. */
  prepaidLabelCarrier: string | null
  items: TestReturnItem[]
}

/** The reasons of the return form in the page's language (internal/returns/seed.go's first and last). */
export const testReturnReasons: Record<Locale, { code: string; label: string }[]> = {
  de: [
    { code: 'too_small', label: 'Artikel ist zu klein' },
    { code: 'too_large', label: 'Artikel ist zu groß' },
    { code: 'other', label: 'Sonstiger Grund' },
  ],
  en: [
    { code: 'too_small', label: 'Item is too small' },
    { code: 'too_large', label: 'Item is too large' },
    { code: 'other', label: 'Other reason' },
  ],
  fr: [
    { code: 'too_small', label: "L'article est trop petit" },
    { code: 'too_large', label: "L'article est trop grand" },
    { code: 'other', label: 'Autre raison' },
  ],
}

/** An item of the return information: two pairs of breeches, both returnable. */
export function testReturnItem(overrides: Partial<TestReturnItem> = {}): TestReturnItem {
  return {
    order_item: {
      id: 'MQ==',
      product_name: 'Kniebesatzreithose Ella',
      product_sku: 'RH-KB-ELLA-OLIV-38',
      selected_options: [
        { label: 'Farbe', value: 'Oliv' },
        { label: 'Größe', value: '38' },
      ],
      entered_options: [],
    },
    product: {
      small_image: { url: 'http://127.0.0.1:8080/media/ella-small.jpg', label: 'Ella' },
    },
    qtyOrdered: 2,
    qtyReturnable: 2,
    refusal: null,
    ...overrides,
  }
}

/** A club saddle pad with an embroidered name: individualised, refused on its own. */
export function testIndividualisedItem(message = ''): TestReturnItem {
  return testReturnItem({
    order_item: {
      id: 'Mg==',
      product_name: 'Schabracke Ausritt',
      product_sku: 'PF-SC-AUSRITT-BEIGE',
      selected_options: [{ label: 'Farbe', value: 'Beige' }],
      entered_options: [{ label: 'Name zum Besticken', value: 'Tornado' }],
    },
    product: null,
    qtyOrdered: 1,
    qtyReturnable: 0,
    refusal: { code: 'INDIVIDUALISED_ITEMS', message },
  })
}

/** A delivered order's return information: the breeches returnable, the saddle pad not. */
export function testReturnInformation(
  overrides: Partial<TestReturnInformation> = {},
): TestReturnInformation {
  return {
    isReturnable: true,
    refusal: null,
    returnableUntil: '2026-04-09',
    prepaidLabelCarrier: null,
    items: [testReturnItem(), testIndividualisedItem()],
    ...overrides,
  }
}

/** An order that cannot be returned, for this reason (message '' leaves the words to the client). */
export function refusedInformation(code: TestRefusalCode, message = ''): TestReturnInformation {
  return testReturnInformation({
    isReturnable: false,
    refusal: { code, message },
    returnableUntil: null,
    items: testReturnInformation().items.map((item) => ({ ...item, qtyReturnable: 0 })),
  })
}

/** What the fake recorded of the return requests it accepted. */
export interface AcceptedReturn {
  reference: string
  input: {
    incrementId: string
    items: { order_item_id: string; quantity: number; reason: string }[]
    comment?: string
  }
}

const notFound = () =>
  graphqlErrors([
    {
      message: 'Diese Bestellung wurde nicht gefunden.',
      extensions: { code: 'NOT_FOUND', category: 'graphql-no-such-entity' },
    },
  ])

/**
 * Answers orderReturnInformation, returnReasons (these, by default
 * testReturnReasons) and createReturnRequest for these orders (by
 * number). Returns the list of accepted requests.
 */
export function serveReturns(
  orders: Record<string, TestReturnInformation>,
  { reasons = testReturnReasons }: { reasons?: typeof testReturnReasons } = {},
): AcceptedReturn[] {
  const accepted: AcceptedReturn[] = []
  serveCommerce({
    GetOrderReturnInformation: ({ incrementId }) => {
      const information = orders[String(incrementId)]
      return information ? { orderReturnInformation: information } : notFound()
    },
    GetReturnReasons: (_variables, { locale }) => ({ returnReasons: reasons[locale] }),
    CreateReturnRequest: ({ input }, { locale }) => {
      const request = input as AcceptedReturn['input']
      const information = orders[request.incrementId]
      if (!information) return notFound()
      if (!information.isReturnable && information.refusal) {
        return graphqlErrors([
          {
            message: information.refusal.message || information.refusal.code,
            extensions: { code: 'CONFLICT', category: 'graphql-input' },
          },
        ])
      }
      const codes = new Set(reasons[locale].map((reason) => reason.code))
      const errors = request.items.flatMap((item, index) => {
        const line = information.items.find((entry) => entry.order_item.id === item.order_item_id)
        const problems = []
        if (!line || item.quantity < 1 || item.quantity > line.qtyReturnable) {
          problems.push(
            fieldError(`items.${String(index)}.quantity`, 'Diese Menge ist nicht rücksendbar.'),
          )
        }
        if (!codes.has(item.reason)) {
          problems.push(fieldError(`items.${String(index)}.reason`, 'Unbekannter Grund.'))
        }
        return problems
      })
      if (request.items.length === 0) errors.push(fieldError('items', 'Keine Artikel.'))
      if (errors.length > 0) return graphqlErrors(errors)
      for (const item of request.items) {
        const line = information.items.find((entry) => entry.order_item.id === item.order_item_id)
        if (line) line.qtyReturnable -= item.quantity
      }
      const reference = `${request.incrementId}-R${String(accepted.length + 1)}`
      accepted.push({ reference, input: request })
      return {
        createReturnRequest: {
          reference,
          return: {
            uid: btoa(reference),
            number: reference,
            label_url: `http://127.0.0.1:8080/api/returns/labels/${btoa(reference)}`,
          },
        },
      }
    },
  })
  return accepted
}

/** A shipment as the order detail reads it: shipped, maybe delivered, with DHL's tracking number. */
export function testShipment(
  number = '000000007-1',
  overrides: Partial<{
    shipped_at: string
    delivered_at: string | null
    tracking: { title: string; carrier: string; number: string | null; url?: string | null }[]
  }> = {},
) {
  return {
    id: btoa(number),
    number,
    shipped_at: '2026-03-10 09:00:00',
    delivered_at: '2026-03-11 14:30:00' as string | null,
    tracking: [{ title: 'DHL', carrier: 'dhl', number: '00340434161094042557', url: null }],
    ...overrides,
  }
}

/** A return's tracking once a carrier booked its prepaid label. */
export interface TestReturnTracking {
  uid: string
  tracking_number: string
  carrier: { uid: string; label: string }
}

/** DHL's prepaid label of a return: its shipment number. */
export function testDhlTracking(
  number: string,
  trackingNumber = '99934000000001',
): TestReturnTracking {
  return {
    uid: btoa(`${number}-tracking`),
    tracking_number: trackingNumber,
    carrier: { uid: 'dhl', label: 'DHL' },
  }
}

/**
 * A return of the order as CustomerOrder.returns holds it: one pair of
 * breeches, too small, with a reference sheet (no carrier) unless
 * `tracking` names the carrier's prepaid label.
 */
export function testReturn(
  number = '000000007-R1',
  overrides: Partial<{ status: string; created_at: string }> & {
    tracking?: TestReturnTracking[]
  } = {},
) {
  const { tracking = [], ...rest } = overrides
  return {
    uid: btoa(number),
    number,
    created_at: '2026-03-12 10:00:00',
    status: 'PENDING',
    label_url: `http://127.0.0.1:8080/api/returns/labels/${btoa(number)}`,
    prepaid_label: tracking.length > 0,
    shipping: { tracking },
    items: [
      {
        uid: btoa(`${number}-1`),
        order_item: {
          id: 'MQ==',
          product_name: 'Kniebesatzreithose Ella',
          product_sku: 'RH-KB-ELLA-OLIV-38',
        },
        request_quantity: 1,
        quantity: 0,
        reason: { code: 'too_small', label: 'Artikel ist zu klein' },
      },
    ],
    ...rest,
  }
}
