import type { Locale } from '@/lib/locale'
import { serveCommerce } from './commerce-api'

/*
 * The customer's orders for the orders screens' tests, answered as
 * internal/graph/commerce answers customer.orders: newest first, a page at
 * a time with page_info and total_count, filter.number finding only the
 * customer's own orders (anything else answers no order), the status as
 * the customer reads it.
 */

const money = (value: number) => ({ value, currency: 'EUR' })

export interface TestOrder {
  id: string
  number: string
  order_date: string
  status: string
  is_virtual: boolean
  items: ReturnType<typeof testOrderItem>[]
  total: {
    subtotal_incl_tax: ReturnType<typeof money>
    discounts: { amount: ReturnType<typeof money>; label: string }[]
    total_shipping: ReturnType<typeof money>
    grand_total: ReturnType<typeof money>
    taxes: { amount: ReturnType<typeof money>; title: string; rate: number }[]
  }
  shipping_address: ReturnType<typeof testOrderAddress> | null
  billing_address: ReturnType<typeof testOrderAddress>
  shipping_method: string | null
  payment_methods: {
    name: string
    type: string
    additional_data: { name: string; value: string }[]
  }[]
  shipments: {
    id: string
    number: string
    tracking: { title: string; carrier: string; number: string | null; url?: string | null }[]
  }[]
  invoices: {
    id: string
    number: string
    issued_at: string
    total: { grand_total: ReturnType<typeof money> }
    pdf_url: string
    e_invoice_url: string | null
  }[]
  credit_memos: {
    id: string
    number: string
    issued_at: string
    invoice_number: string
    total: { grand_total: ReturnType<typeof money> }
    pdf_url: string
    e_invoice_url: string | null
  }[]
  comments: { timestamp: string; message: string }[]
  /** What the customer may do with it now: CANCEL before anything ships, RETURN while items can go back. */
  available_actions: ('CANCEL' | 'RETURN' | 'REORDER')[]
}

/**
 * The invoice of a paid order as the API answers it: its number, when it
 * was issued, the total and its download links on the shop's origin.
 */
export function testInvoice(
  number = 'RE-2026-000042',
  overrides: Partial<TestOrder['invoices'][number]> = {},
): TestOrder['invoices'][number] {
  return {
    id: btoa(number),
    number,
    issued_at: '2026-03-10 08:15:00',
    total: { grand_total: money(195.07) },
    pdf_url: `http://127.0.0.1:8080/api/orders/documents/${btoa(number)}`,
    e_invoice_url: null,
    ...overrides,
  }
}

export function testOrderAddress() {
  return {
    firstname: 'Lena',
    lastname: 'Huber',
    company: 'Reitstall Sonnenhof',
    street: ['Am Deich 4'],
    postcode: '29223',
    city: 'Celle',
    region: 'Niedersachsen',
    country_code: 'DE' as const,
  }
}

export function testOrderItem(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: 'MQ==',
    product_name: 'Kniebesatzreithose Ella',
    product_sku: 'RH-KB-ELLA-OLIV-38',
    product_url_key: 'kniebesatzreithose-ella',
    product_sale_price: money(89.95),
    discounts: [] as { amount: ReturnType<typeof money>; label: string }[],
    selected_options: [
      { label: 'Farbe', value: 'Oliv' },
      { label: 'Größe', value: '38' },
    ],
    entered_options: [] as { label: string; value: string }[],
    quantity_ordered: 2,
    quantity_shipped: 0,
    quantity_canceled: 0,
    quantity_refunded: 0,
    quantity_return_requested: 0,
    quantity_return_received: 0,
    ...overrides,
  }
}

/** The bank details the API answers while a bank transfer is awaited. */
export const testBankData = [
  { name: 'account_holder', value: 'Paddock Reitsport GmbH' },
  { name: 'iban', value: 'DE89 3704 0044 0532 0130 00' },
  { name: 'bic', value: 'COBADEFFXXX' },
  { name: 'bank_name', value: 'Commerzbank' },
  { name: 'reference', value: '000000007' },
  { name: 'amount', value: '195.07' },
]

/**
 * An order paid by bank transfer and waiting for it: two pairs of
 * breeches and a saddle pad with an embroidered name, a coupon, shipping
 * to the stable, billing at home. Nothing has shipped: the customer may
 * cancel it.
 */
export function testOrder(number = '000000007', overrides: Partial<TestOrder> = {}): TestOrder {
  return {
    id: btoa(number),
    number,
    order_date: '2026-03-09 22:30:00',
    status: 'Zahlung ausstehend',
    is_virtual: false,
    items: [
      testOrderItem(),
      testOrderItem({
        id: 'Mg==',
        product_name: 'Schabracke Ausritt',
        product_sku: 'PF-SC-AUSRITT-BEIGE',
        product_url_key: 'schabracke-ausritt',
        product_sale_price: money(36.85),
        selected_options: [{ label: 'Farbe', value: 'Beige' }],
        entered_options: [{ label: 'Name zum Besticken', value: 'Tornado' }],
        quantity_ordered: 1,
      }),
    ],
    total: {
      subtotal_incl_tax: money(216.75),
      discounts: [{ amount: money(21.68), label: 'STALL10' }],
      total_shipping: money(0),
      grand_total: money(195.07),
      taxes: [{ amount: money(31.15), title: 'MwSt. 19 %', rate: 19 }],
    },
    shipping_address: testOrderAddress(),
    billing_address: {
      ...testOrderAddress(),
      company: '',
      street: ['Hauptstraße 1'],
      postcode: '29221',
    },
    shipping_method: 'DHL Paket',
    payment_methods: [
      { name: 'Vorkasse (Überweisung)', type: 'banktransfer', additional_data: testBankData },
    ],
    shipments: [],
    invoices: [],
    credit_memos: [],
    comments: [{ timestamp: '2026-03-09 22:30:00', message: 'Bestellung aufgegeben' }],
    available_actions: ['CANCEL'],
    ...overrides,
  }
}

/** n orders numbered from 1, the newest (highest number) placed last. */
export function testOrders(count: number): TestOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(9, '0')
    const day = String((index % 28) + 1).padStart(2, '0')
    return testOrder(number, {
      order_date: `2026-02-${day} 10:00:00`,
      status: index % 3 === 0 ? 'Versendet' : 'Bearbeitung',
      available_actions: index % 3 === 0 ? [] : ['CANCEL'],
      payment_methods: [{ name: 'Testzahlung', type: 'paddock_test', additional_data: [] }],
    })
  })
}

/** Answers customer.orders from these orders (placed in this order, oldest first). */
export function serveOrders(orders: TestOrder[]) {
  const newestFirst = [...orders].reverse()
  serveCommerce({
    GetCustomerOrders: ({ currentPage, pageSize }) => {
      const page = Number(currentPage)
      const size = Number(pageSize)
      const items = newestFirst.slice((page - 1) * size, page * size)
      return {
        customer: {
          orders: {
            items,
            page_info: {
              current_page: page,
              page_size: size,
              total_pages: Math.max(Math.ceil(orders.length / size), 1),
            },
            total_count: orders.length,
          },
        },
      }
    },
    GetCustomerOrder: ({ number }) => ({
      customer: { orders: { items: orders.filter((order) => order.number === number) } },
    }),
  })
}

/** The reasons of storeConfig.order_cancellation_reasons per language (internal/order's CancellationReasons). */
export const testCancellationReasons: Record<Locale, string[]> = {
  de: [
    'Ich habe es mir anders überlegt',
    'Ich habe falsche Artikel oder Größen bestellt',
    'Die Lieferzeit ist mir zu lang',
    'Ich habe es anderswo günstiger gefunden',
    'Ein anderer Grund',
  ],
  en: [
    'I changed my mind',
    'I ordered the wrong items or sizes',
    'The delivery time is too long for me',
    'I found it cheaper elsewhere',
    'Another reason',
  ],
  fr: [
    'J’ai changé d’avis',
    'J’ai commandé les mauvais articles ou tailles',
    'Le délai de livraison est trop long pour moi',
    'Je l’ai trouvé moins cher ailleurs',
    'Une autre raison',
  ],
}

/** cancelOrder's refusal codes (CancelOrderErrorCode). */
export type TestCancelRefusalCode =
  | 'ORDER_CANCELLATION_DISABLED'
  | 'UNDEFINED'
  | 'UNAUTHORISED'
  | 'ORDER_NOT_FOUND'
  | 'PARTIAL_ORDER_ITEM_SHIPPED'
  | 'INVALID_ORDER_STATUS'

export interface TestCancelRefusal {
  code: TestCancelRefusalCode
  message: string
}

/** What the fake recorded of the cancellations it was asked for, refused or done. */
export interface CancelRequest {
  order_id: string
  reason: string
  locale: Locale
}

const statusWords: Record<'canceled' | 'closed', Record<Locale, string>> = {
  canceled: { de: 'Storniert', en: 'Canceled', fr: 'Annulée' },
  closed: { de: 'Erstattet', en: 'Refunded', fr: 'Remboursée' },
}

/**
 * Cancels a test order as internal/order does at the customer's request:
 * every item's quantity cancelled, no bank details to pay to any more,
 * the history's line with the reason, and for a paid one (an invoice) a
 * credit note over the whole amount and the status refunded; nothing more
 * the customer may do.
 */
export function cancelTestOrder(order: TestOrder, reason: string, locale: Locale = 'de'): void {
  const paid = order.invoices.length > 0
  order.status = statusWords[paid ? 'closed' : 'canceled'][locale]
  order.items = order.items.map((item) => ({ ...item, quantity_canceled: item.quantity_ordered }))
  order.payment_methods = order.payment_methods.map((method) => ({
    ...method,
    additional_data: [],
  }))
  order.available_actions = []
  const at = '2026-03-11 10:00:00'
  order.comments = [
    ...order.comments,
    { timestamp: at, message: `Auf Wunsch der Kundin oder des Kunden storniert: ${reason}` },
  ]
  const invoice = order.invoices[0]
  if (invoice) {
    const number = `RK-2026-${order.number.slice(-6)}`
    order.credit_memos = [
      ...order.credit_memos,
      {
        id: btoa(number),
        number,
        issued_at: at,
        invoice_number: invoice.number,
        total: { grand_total: order.total.grand_total },
        pdf_url: `http://127.0.0.1:8080/api/orders/documents/${btoa(number)}`,
        e_invoice_url: null,
      },
    ]
    order.comments.push({
      timestamp: at,
      message: `${String(order.total.grand_total.value).replace('.', ',')} € erstattet (Rechnungskorrektur ${number})`,
    })
  }
}

/**
 * Answers storeConfig's cancellation reasons (these, by default
 * testCancellationReasons) and cancelOrder for these orders, as
 * internal/graph/commerce answers them: an order is found by its id
 * (CustomerOrder.id) among these only, else ORDER_NOT_FOUND without an
 * order; one the customer may not cancel (no CANCEL in available_actions)
 * INVALID_ORDER_STATUS; a reason not of the list UNDEFINED; `refuse`
 * decides a refusal of its own (and may change the order first, as
 * something shipped meanwhile). A refusal answers the order as it is, a
 * cancellation the order cancelled (cancelTestOrder), which serveOrders
 * then answers too. Returns what was asked.
 */
export function serveOrderCancellation(
  orders: TestOrder[],
  {
    reasons = testCancellationReasons,
    refuse,
  }: {
    reasons?: Record<Locale, string[]>
    refuse?: (order: TestOrder, locale: Locale) => TestCancelRefusal | null
  } = {},
): CancelRequest[] {
  const asked: CancelRequest[] = []
  const refused = (errorV2: TestCancelRefusal, order: TestOrder | null) => ({
    cancelOrder: { error: errorV2.message, errorV2, order },
  })
  serveCommerce({
    GetOrderCancellationReasons: (_variables, { locale }) => ({
      storeConfig: {
        order_cancellation_enabled: true,
        order_cancellation_reasons: reasons[locale].map((description) => ({ description })),
      },
    }),
    CancelOrder: ({ input }, { locale }) => {
      const request = input as { order_id: string; reason: string }
      asked.push({ ...request, locale })
      const order = orders.find((entry) => entry.id === request.order_id)
      if (!order) {
        return refused(
          { code: 'ORDER_NOT_FOUND', message: 'Diese Bestellung wurde nicht gefunden.' },
          null,
        )
      }
      const own = refuse?.(order, locale)
      if (own) return refused(own, order)
      if (!order.available_actions.includes('CANCEL')) {
        return refused(
          {
            code: 'INVALID_ORDER_STATUS',
            message: `Die Bestellung ${order.number} kann nicht online storniert werden. Bitte schreiben Sie uns über das Kontaktformular.`,
          },
          order,
        )
      }
      if (!reasons[locale].includes(request.reason)) {
        return refused(
          { code: 'UNDEFINED', message: 'Bitte wählen Sie einen Grund aus der Liste.' },
          order,
        )
      }
      cancelTestOrder(order, request.reason, locale)
      return { cancelOrder: { error: null, errorV2: null, order } }
    },
  })
  return asked
}
