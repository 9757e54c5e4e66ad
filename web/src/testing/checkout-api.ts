import type { CheckoutCartFieldsFragment } from '@/gql/graphql'
import type { Locale } from '@/lib/locale'
import { cartAnswer, testCartId, type TestCart, type TestCarts } from './cart-api'
import { serveCommerce } from './commerce-api'
import { fieldError, graphqlErrors } from './graphql-api'

/*
 * The checkout's steps on the fake carts of cart-api.ts, as the server
 * keeps them with the cart (internal/checkout): the guest's email, the
 * shipping address (a postcode of four digits for Germany is refused on
 * its field, as the server's per-country check does), the billing address,
 * one standard method for Germany (free from 75 €, the cart's estimate
 * otherwise), bank transfer and the test provider, and placeOrder. Test
 * data only; the rules are the server's and its tests'.
 */

type Address = NonNullable<CheckoutCartFieldsFragment['billing_address']>

interface CheckoutState {
  email: string | null
  shipping: Address | null
  sameAsBilling: boolean
  billing: Address | null
  method: boolean
  payment: string | null
  placed: string | null
  /** The invoice's number once the payment was reported paid or authorized. */
  invoice: string | null
}

const states = new Map<string, CheckoutState>()

function stateOf(cart: TestCart): CheckoutState {
  let state = states.get(cart.id)
  if (!state) {
    state = {
      email: null,
      shipping: null,
      sameAsBilling: true,
      billing: null,
      method: false,
      payment: null,
      placed: null,
      invoice: null,
    }
    states.set(cart.id, state)
  }
  return state
}

const countryNames: Record<string, Record<Locale, string>> = {
  DE: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne' },
  AT: { de: 'Österreich', en: 'Austria', fr: 'Autriche' },
  CH: { de: 'Schweiz', en: 'Switzerland', fr: 'Suisse' },
}

const eur = (value: number) => ({ value, currency: 'EUR' })

const paymentTitles: Record<string, Record<Locale, string>> = {
  banktransfer: {
    de: 'Vorkasse per Überweisung',
    en: 'Bank transfer in advance',
    fr: 'Virement bancaire',
  },
  testpay: {
    de: 'Testzahlung (kein echtes Geld)',
    en: 'Test payment (no real money)',
    fr: 'Paiement test (sans argent réel)',
  },
  mollie_methods_creditcard: { de: 'Kreditkarte', en: 'Card', fr: 'Carte bancaire' },
  mollie_methods_paypal: { de: 'PayPal', en: 'PayPal', fr: 'PayPal' },
  mollie_methods_klarna: { de: 'Klarna', en: 'Klarna', fr: 'Klarna' },
  mollie_methods_applepay: { de: 'Apple Pay', en: 'Apple Pay', fr: 'Apple Pay' },
}

/** The methods offered, in the server's order: Mollie's (sorted by name), then the shop's own. */
const paymentCodes = [
  'mollie_methods_applepay',
  'mollie_methods_creditcard',
  'mollie_methods_klarna',
  'mollie_methods_paypal',
  'banktransfer',
  'testpay',
]

/** A Mollie method's icon, as mollie_meta.image answers it; none for the shop's own methods. */
export function paymentIcon(code: string): string | null {
  const id = /^mollie_methods_(\w+)$/.exec(code)?.[1]
  return id ? `https://www.mollie.com/external/icons/payment-methods/${id}.svg` : null
}

/** The checkout cart as GetCheckoutCart and every step answer it. */
export function checkoutAnswer(
  carts: TestCarts,
  cart: TestCart,
  locale: Locale,
): CheckoutCartFieldsFragment {
  const base = cartAnswer(carts, cart, locale)
  const state = stateOf(cart)
  const shippingPrice = base.prices?.shipping_including_tax?.value ?? 0
  const method = {
    carrier_code: 'dhl',
    carrier_title: 'DHL',
    method_code: 'paket',
    method_title: 'DHL Paket',
    price_incl_tax: eur(shippingPrice),
  }
  return {
    ...base,
    email: state.email,
    items: (base.items ?? []).map((item) =>
      item ? { ...item, product: { ...item.product, merchandise: null } } : null,
    ),
    prices: base.prices
      ? {
          ...base.prices,
          grand_total_excluding_tax: base.prices.grand_total,
          shipping_excluding_tax: base.prices.shipping_including_tax,
        }
      : null,
    shipping_addresses: state.shipping
      ? [
          {
            ...state.shipping,
            same_as_billing: state.sameAsBilling,
            save_in_address_book: false,
            available_shipping_methods: [
              {
                ...method,
                available: true,
                error_message: null,
                price_excl_tax: method.price_incl_tax,
              },
            ],
            selected_shipping_method: state.method ? method : null,
          },
        ]
      : [],
    billing_address: state.billing,
    available_payment_methods: paymentCodes.map((code) => ({
      code,
      title: paymentTitles[code]?.[locale] ?? code,
      is_test: code === 'testpay',
      mollie_meta: { image: paymentIcon(code) },
    })),
    selected_payment_method: {
      code: state.payment ?? '',
      title: state.payment ? (paymentTitles[state.payment]?.[locale] ?? '') : '',
      mollie_meta: { image: state.payment ? paymentIcon(state.payment) : null },
    },
  } as CheckoutCartFieldsFragment
}

interface AddressInput {
  firstname: string
  lastname: string
  company?: string
  street: string[]
  city: string
  postcode?: string
  country_code: string
}

function cartAddress(kind: string, input: AddressInput, locale: Locale): Address {
  return {
    uid: kind,
    id: null,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company ?? null,
    street: input.street,
    city: input.city,
    postcode: input.postcode ?? null,
    region: null,
    country: {
      code: input.country_code,
      label: countryNames[input.country_code]?.[locale] ?? input.country_code,
    },
    telephone: null,
    vat_id: null,
  }
}

const postcodeMessages: Record<Locale, string> = {
  de: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).',
  en: 'Please enter a valid postcode (5 digits).',
  fr: 'Veuillez saisir un code postal valide (5 chiffres).',
}

/** Every placeOrder the test sent, with the total it expected. */
export const placedOrders: { cartId: string; expected: unknown }[] = []

/** The shop's account for bank transfers, as the demo's settings have it. */
export const testBankAccount = {
  account_holder: 'Paddock Demo GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bank_name: 'Demo-Bank',
}

/** The test provider's payments by token, with the cart their order was placed from. */
const tokens = new Map<string, TestCart>()

/**
 * A cart whose checkout is done up to the payment method, as the steps
 * leave it (the email, an address in Celle, DHL Paket): the checkout
 * opens at the payment step.
 */
export function readyToPay(cart: TestCart, { email }: { email: string }): void {
  const address = cartAddress(
    'SHIPPING',
    {
      firstname: 'Lena',
      lastname: 'Huber',
      street: ['Am Deich 4'],
      postcode: '29223',
      city: 'Celle',
      country_code: 'DE',
    },
    'de',
  )
  Object.assign(stateOf(cart), {
    email,
    shipping: address,
    billing: address,
    sameAsBilling: true,
    method: true,
  })
}

/**
 * A cart whose order was placed in this test, as the checkout's steps and
 * placeOrder leave it (readyToPay, then the payment method); a hosted
 * payment's token is 'tok'. For the pages after the order.
 */
export function placeTestOrder(
  cart: TestCart,
  { email, payment }: { email: string; payment: 'banktransfer' | 'testpay' },
): void {
  readyToPay(cart, { email })
  Object.assign(stateOf(cart), { payment, placed: '100000042' })
  if (payment === 'testpay') tokens.set('tok', cart)
}

/** The server's answer to a payment token that names no payment. */
const unknownPayment = () =>
  graphqlErrors([{ message: 'Could not find this payment.', extensions: { code: 'NOT_FOUND' } }])

/** A payment's status as the provider reports it (Mollie's, lower case). */
export type TestPaymentStatus =
  'paid' | 'authorized' | 'failed' | 'canceled' | 'expired' | 'open' | 'pending'

/**
 * How the test provider's payments go (the outcome picked on its hosted
 * page): each mollieProcessTransaction answers the next status, the last
 * one for good, e.g. ('open', 'open', 'paid') for a payment confirmed
 * while the customer waits.
 */
let paymentOutcomes: TestPaymentStatus[] = ['paid']
export function payTestPaymentAs(...outcomes: [TestPaymentStatus, ...TestPaymentStatus[]]): void {
  paymentOutcomes = outcomes
}
/** mollieProcessTransaction calls answered since serveCheckout. */
let transactionCalls = 0

const orderStatus: Record<Locale, Record<'pending' | 'processing', string>> = {
  de: { pending: 'Zahlung ausstehend', processing: 'Bearbeitung' },
  en: { pending: 'Payment pending', processing: 'Processing' },
  fr: { pending: 'Paiement en attente', processing: 'En cours de traitement' },
}

function orderAddress(address: Address | null) {
  return address
    ? {
        firstname: address.firstname,
        lastname: address.lastname,
        company: address.company ?? null,
        street: address.street,
        postcode: address.postcode ?? null,
        city: address.city,
        region: null,
        country_code: address.country.code,
      }
    : null
}

/** The order placed from a cart as checkoutOrder answers it (the cart's owner only). */
function checkoutOrderAnswer(carts: TestCarts, cart: TestCart, locale: Locale) {
  const state = stateOf(cart)
  const placed = checkoutAnswer(carts, cart, locale)
  const prices = placed.prices
  const grandTotal = prices?.grand_total?.value ?? 0
  const bank = state.payment === 'banktransfer'
  const additional = bank
    ? [
        ...Object.entries(testBankAccount).map(([name, value]) => ({ name, value })),
        { name: 'reference', value: state.placed },
        { name: 'amount', value: grandTotal.toFixed(2) },
      ]
    : []
  return {
    number: state.placed,
    order_date: '2026-11-24 10:00:00',
    status: orderStatus[locale][bank ? 'pending' : 'processing'],
    email: state.email,
    is_virtual: false,
    items: (placed.items ?? []).flatMap((item) =>
      item
        ? [
            {
              id: item.uid,
              product_name: item.product.name,
              product_sku: item.product.sku,
              quantity_ordered: item.quantity,
              product_sale_price: item.prices?.price_including_tax ?? eur(0),
              selected_options: [],
              entered_options: [],
            },
          ]
        : [],
    ),
    total: {
      subtotal_incl_tax: prices?.subtotal_including_tax ?? eur(0),
      discounts: [],
      total_shipping: prices?.shipping_including_tax ?? eur(0),
      grand_total: eur(grandTotal),
      taxes: (prices?.applied_taxes ?? []).flatMap((tax) =>
        tax ? [{ title: tax.label, rate: 19, amount: tax.amount }] : [],
      ),
    },
    payment_methods: [
      {
        name: placed.selected_payment_method?.title ?? '',
        type: state.payment ?? '',
        additional_data: additional,
      },
    ],
    shipping_address: orderAddress(state.shipping),
    billing_address: orderAddress(state.billing),
    shipping_method: state.method ? 'DHL Paket' : null,
    invoices: state.invoice
      ? [
          {
            id: btoa(state.invoice),
            number: state.invoice,
            pdf_url: `http://127.0.0.1:8080/api/orders/documents/${btoa(state.invoice)}?token=signed`,
          },
        ]
      : [],
  }
}

/**
 * Answers the checkout's operations on these carts. `payment` says what
 * placeOrder answers: a hosted page's URL, or none (bank transfer).
 */
export function serveCheckout(carts: TestCarts) {
  states.clear()
  placedOrders.length = 0
  paymentOutcomes = ['paid']
  transactionCalls = 0
  tokens.clear()
  // The cart each failed payment's order gave back, once (asked again, the same).
  const restoredCarts = new Map<TestCart, TestCart>()
  const find = (id: unknown): TestCart | undefined =>
    carts.customer.id === id ? carts.customer : carts.guests.get(String(id))
  const notFound = () =>
    graphqlErrors([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }])
  const step =
    (
      field: string,
      change: (
        state: CheckoutState,
        input: Record<string, unknown>,
        locale: Locale,
      ) => Response | undefined,
    ) =>
    ({ input }: Record<string, unknown>, { locale }: { locale: Locale }) => {
      const given = input as Record<string, unknown>
      const cart = find(given.cart_id)
      if (!cart) return notFound()
      const refused = change(stateOf(cart), given, locale)
      if (refused) return refused
      return { [field]: { cart: checkoutAnswer(carts, cart, locale) } }
    }
  serveCommerce({
    GetCheckoutCart: ({ cartId }, { locale }) => {
      const cart = find(cartId)
      return cart ? { cart: checkoutAnswer(carts, cart, locale) } : notFound()
    },
    GetCheckoutCountries: (_variables, { locale }) => ({
      countries: Object.entries(countryNames).map(([id, names]) => ({
        id,
        full_name_locale: names[locale],
        available_regions: [],
      })),
    }),
    SetGuestEmailOnCart: step('setGuestEmailOnCart', (state, input) => {
      state.email = String(input.email)
      return undefined
    }),
    SetShippingAddressesOnCart: step('setShippingAddressesOnCart', (state, input, locale) => {
      const [entry] = input.shipping_addresses as { address: AddressInput }[]
      if (!entry) return undefined
      const { address } = entry
      if (address.country_code === 'DE' && !/^\d{5}$/.test(address.postcode ?? '')) {
        return graphqlErrors([fieldError('postcode', postcodeMessages[locale])])
      }
      state.shipping = cartAddress('SHIPPING', address, locale)
      if (state.sameAsBilling && state.billing) state.billing = state.shipping
      return undefined
    }),
    SetBillingAddressOnCart: step('setBillingAddressOnCart', (state, input, locale) => {
      const billing = input.billing_address as {
        same_as_shipping?: boolean
        address?: AddressInput
      }
      state.sameAsBilling = billing.same_as_shipping === true
      state.billing = billing.same_as_shipping
        ? state.shipping
        : billing.address
          ? cartAddress('BILLING', billing.address, locale)
          : null
      return undefined
    }),
    SetShippingMethodsOnCart: step('setShippingMethodsOnCart', (state) => {
      state.method = true
      return undefined
    }),
    SetPaymentMethodOnCart: step('setPaymentMethodOnCart', (state, input) => {
      state.payment = (input.payment_method as { code: string }).code
      return undefined
    }),
    GetCheckoutOrder: ({ cartId }, { locale }) => {
      const cart = find(cartId)
      if (!cart || !stateOf(cart).placed) return notFound()
      return { checkoutOrder: checkoutOrderAnswer(carts, cart, locale) }
    },
    // The test provider's payment of the last order (token 'tok'): paid or
    // authorized goes on to the success page; open or pending too, as the
    // server answers it (the page waits by the status); failed, canceled or
    // expired leave the order waiting for "pay now" or another method
    // (retry_until) until it is given up (ChangeOrderPaymentMethod), after
    // which the items come back in a new cart of the cart's owner.
    MollieProcessTransaction: ({ input }, { locale }) => {
      const token = (input as { payment_token: string }).payment_token
      const cart = tokens.get(token)
      if (!cart) return unknownPayment()
      const status = paymentOutcomes[Math.min(transactionCalls, paymentOutcomes.length - 1)]
      transactionCalls++
      if (status === 'paid' || status === 'authorized') stateOf(cart).invoice = 'RE-2026-000042'
      if (status !== 'failed' && status !== 'canceled' && status !== 'expired') {
        return {
          mollieProcessTransaction: {
            paymentStatus: status?.toUpperCase(),
            redirect_to_cart: false,
            redirect_to_success_page: true,
            retry_until: null,
            cart: null,
          },
        }
      }
      const givenUp = restoredCarts.get(cart)
      return {
        mollieProcessTransaction: {
          paymentStatus: status.toUpperCase(),
          redirect_to_cart: !!givenUp,
          redirect_to_success_page: false,
          retry_until: givenUp ? null : '2026-11-30T22:59:59Z',
          cart: givenUp ? cartAnswer(carts, givenUp, locale) : null,
        },
      }
    },
    // "Pay now": a new attempt on the test provider's page.
    PayOrderAgain: ({ input }) => {
      const cart = tokens.get((input as { payment_token: string }).payment_token)
      if (!cart) return unknownPayment()
      return {
        payOrderAgain: {
          order_number: stateOf(cart).placed,
          mollie_redirect_url: '/payment/test/tok',
        },
      }
    },
    // Another method: the order given up, its items back in a new cart.
    ChangeOrderPaymentMethod: ({ input }, { locale }) => {
      const cart = tokens.get((input as { payment_token: string }).payment_token)
      if (!cart) return unknownPayment()
      let restored = restoredCarts.get(cart)
      if (!restored) {
        restored = {
          id: testCartId(),
          lines: cart.lines.map((line) => ({ ...line })),
          coupon: cart.coupon,
        }
        restoredCarts.set(cart, restored)
        if (cart === carts.customer) carts.customer = restored
        else carts.guests.set(restored.id, restored)
      }
      return { changeOrderPaymentMethod: { cart: cartAnswer(carts, restored, locale) } }
    },
    PlaceOrder: ({ input }) => {
      const given = input as { cart_id: string; expected_grand_total: unknown }
      const cart = find(given.cart_id)
      if (!cart) return notFound()
      placedOrders.push({ cartId: cart.id, expected: given.expected_grand_total })
      const state = stateOf(cart)
      state.placed = '100000042'
      const hosted = state.payment !== 'banktransfer'
      if (hosted) tokens.set('tok', cart)
      return {
        placeOrder: {
          order: {
            order_number: state.placed,
            mollie_redirect_url: !hosted
              ? null
              : state.payment === 'testpay'
                ? '/payment/test/tok'
                : 'https://www.mollie.com/checkout/test-mode?method=' +
                  (state.payment ?? '').replace('mollie_methods_', ''),
            mollie_payment_token: hosted ? 'tok' : null,
          },
          errors: [],
        },
      }
    },
  })
}
