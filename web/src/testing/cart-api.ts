import type { CartFieldsFragment, GetProductsByUrlKeyQuery } from '@/gql/graphql'
import type { Locale } from '@/lib/locale'
import {
  colours,
  price,
  productDetail,
  products,
  routeFor,
  sizes,
  type FixtureProduct,
} from './catalog-fixtures'
import { serveCommerce } from './commerce-api'
import { graphqlErrors } from './graphql-api'

/*
 * A small commerce back end for the cart's tests: carts in memory, changed
 * by the cart operations as internal/cart changes them (the same product
 * with the same options adds up, quantity 0 removes, not more than in
 * stock, one neutral message for a code that does not apply, a missing
 * cart NOT_FOUND), with totals that add up so a test sees what the screens
 * read after a change. Prices are simple (19 % VAT, 4,95 € shipping below
 * 50 €); the real rules are the server's and its tests'. Test data only.
 */

type Texts = Record<Locale, string>

/** A club polo shirt with every kind of customizable option, for the add-to-cart form. */
export const clubShirt: FixtureProduct = {
  uid: 'OTAx',
  sku: 'VK-POLO',
  name: { de: 'Vereins-Poloshirt', en: 'Club polo shirt', fr: 'Polo club' },
  key: { de: 'vereins-poloshirt', en: 'club-polo-shirt', fr: 'polo-club' },
  categoryUid: 'NQ==',
  manufacturer: 42,
  isNew: false,
  inStock: true,
  price: price({ regular: 30 }),
  images: ['polo'],
  detail: (locale) => ({
    // The attributes name the standard finish; the options are what the customer chooses.
    merchandise: {
      logo_width_mm: 80,
      logo_position: { label: 'Brust links' },
      logo_type: { label: 'Stick' },
      sublimation_options: [{ label: 'Vereinslogo' }],
      sublimation_positions: [{ label: 'Vorderseite' }],
    },
    options: [
      {
        __typename: 'CustomizableDropDownOption',
        uid: 'bG9nby10eXBl',
        title: { de: 'Logo-Art', en: 'Logo type', fr: 'Type de logo' }[locale],
        required: true,
        sort_order: 0,
        values: [
          {
            uid: 'c3RpY2s=',
            title: 'Stick',
            sort_order: 0,
            price: 0,
            price_type: 'FIXED',
            available_with: [],
          },
          {
            uid: 'Z3Jhdm91cg==',
            title: 'Gravur',
            sort_order: 1,
            price: 2.9,
            price_type: 'FIXED',
            available_with: [],
          },
          {
            uid: 'c3VibGltYXRpb24tZHJ1Y2s=',
            title: 'Sublimationsdruck',
            sort_order: 2,
            price: 2.9,
            price_type: 'FIXED',
            available_with: [],
          },
        ],
      },
      {
        __typename: 'CustomizableCheckboxOption',
        uid: 'c3VibGltYXRpb24=',
        title: { de: 'Sublimation', en: 'Sublimation extras', fr: 'Options de sublimation' }[
          locale
        ],
        required: false,
        sort_order: 1,
        values: [
          // Printed: only with a sublimated logo, as the product defines.
          {
            uid: 'bG9nbw==',
            title: 'Vereinslogo',
            sort_order: 0,
            price: 4.9,
            price_type: 'FIXED',
            available_with: ['c3VibGltYXRpb24tZHJ1Y2s='],
          },
          {
            uid: 'ZnJvbnQ=',
            title: 'Vorderseite',
            sort_order: 1,
            price: 5,
            price_type: 'PERCENT',
            available_with: ['c3VibGltYXRpb24tZHJ1Y2s='],
          },
        ],
      },
      {
        __typename: 'CustomizableFieldOption',
        uid: 'bmFtZQ==',
        title: { de: 'Name auf dem Rücken', en: 'Name on the back', fr: 'Nom dans le dos' }[locale],
        required: true,
        sort_order: 2,
        value: { uid: 'bmFtZS12YWx1ZQ==', price: 10, price_type: 'PERCENT', max_characters: 10 },
      },
    ],
  }),
}

/** The shirt's page answered beside the test catalogue. */
export function serveClubShirt() {
  serveCommerce({
    GetRoute: ({ url }, { locale }) => {
      const path = String(url).replace(/^\/+|\/+$/g, '')
      return path === clubShirt.key[locale]
        ? { route: { type: 'PRODUCT', relative_url: path, redirect_code: 0, url_key: path } }
        : routeFor(locale, path)
    },
    GetProductsByUrlKey: ({ urlKey }, { locale }): GetProductsByUrlKeyQuery => {
      const product = [clubShirt, ...Object.values(products)].find(
        (candidate) => candidate.key[locale] === urlKey,
      )
      return { products: { items: product ? [productDetail(product, locale)] : [] } }
    },
  })
}

interface Sellable {
  sku: string
  parent?: FixtureProduct
  product: FixtureProduct
  price: number
  stock: number
  /** Colour and size of a variant. */
  variant?: { colour: Texts; size: string }
}

const colourNames: Record<number, Texts> = {
  [colours.olive]: { de: 'Oliv', en: 'Olive', fr: 'Olive' },
  [colours.black]: { de: 'Schwarz', en: 'Black', fr: 'Noir' },
}

/** What the fake cart sells, by SKU: the shirt, the mineral feed and Ella's variants. */
const sellables: Sellable[] = [
  { sku: clubShirt.sku, product: clubShirt, price: 30, stock: 50 },
  { sku: products.mineral.sku, product: products.mineral, price: 29.95, stock: 40 },
  ...[
    { colour: colours.olive, size: sizes.s36, stock: 3, price: 44.95 },
    { colour: colours.black, size: sizes.s36, stock: 12, price: 54.95 },
    { colour: colours.black, size: sizes.s40, stock: 8, price: 54.95 },
  ].map(({ colour, size, stock, price: unit }) => ({
    sku: `RH-KB-ELLA-${colour === colours.olive ? 'OLIVE' : 'BLACK'}-${String(size)}`,
    parent: products.ella,
    product: products.ella,
    price: unit,
    stock,
    variant: {
      colour: colourNames[colour] ?? { de: 'Schwarz', en: 'Black', fr: 'Noir' },
      size: String(size),
    },
  })),
]

export interface TestCartLine {
  uid: string
  sku: string
  quantity: number
  selected: string[]
  entered: { uid: string; value: string }[]
  /** The unit price when added; differs from the current one to test price_changed. */
  priceWhenAdded?: number
}

export interface TestCart {
  id: string
  lines: TestCartLine[]
  coupon: string | null
}

/** The carts of one test, by id, and the signed-in customer's. */
export interface TestCarts {
  guests: Map<string, TestCart>
  customer: TestCart
  /** Unit prices that moved since adding, by SKU. */
  priceNow: Map<string, number>
  /** Skus out of stock now. */
  soldOut: Set<string>
}

let nextCart = 0
/** A cart id as the server makes them: 32 characters of base64url. */
export function testCartId(): string {
  nextCart += 1
  return `cart${String(nextCart).padStart(4, '0')}AbCdEfGhIjKlMnOpQrStUv`.slice(0, 32)
}

const round = (value: number) => Math.round(value * 100) / 100
const eur = (value: number) => ({ value: round(value), currency: 'EUR' as const })

function optionSurcharges(line: TestCartLine, base: number, locale: Locale) {
  const sellable = sellables.find((s) => s.sku === line.sku)
  const options = sellable ? (productDetail(sellable.product, locale).options ?? []) : []
  let surcharge = 0
  const selectedOptions = options.flatMap((option) => {
    if (!option) return []
    if (option.__typename === 'CustomizableFieldOption') {
      const text = line.entered.find((e) => e.uid === option.value?.uid)?.value
      if (!text || !option.value) return []
      const fee =
        option.value.price_type === 'PERCENT'
          ? Math.round(base * (option.value.price ?? 0)) / 100
          : (option.value.price ?? 0)
      surcharge += fee
      return [
        {
          customizable_option_uid: option.uid,
          label: option.title ?? '',
          type: 'field',
          sort_order: option.sort_order ?? 0,
          values: [
            {
              customizable_option_value_uid: option.value.uid,
              label: '',
              value: text,
              price: {
                value: option.value.price ?? 0,
                units: option.value.price_type === 'PERCENT' ? '%' : '€',
                type: option.value.price_type ?? 'FIXED',
              },
            },
          ],
        },
      ]
    }
    if ('values' in option) {
      const picked = (option.values ?? []).filter(
        (value) => value !== null && line.selected.includes(value.uid),
      )
      if (picked.length === 0) return []
      return [
        {
          customizable_option_uid: option.uid,
          label: option.title ?? '',
          type: option.__typename === 'CustomizableDropDownOption' ? 'drop_down' : 'checkbox',
          sort_order: option.sort_order ?? 0,
          values: picked.flatMap((value) => {
            if (!value) return []
            const fee =
              value.price_type === 'PERCENT'
                ? Math.round(base * (value.price ?? 0)) / 100
                : (value.price ?? 0)
            surcharge += fee
            return [
              {
                customizable_option_value_uid: value.uid,
                label: value.title ?? '',
                value: value.title ?? '',
                price: {
                  value: value.price ?? 0,
                  units: value.price_type === 'PERCENT' ? '%' : '€',
                  type: value.price_type ?? 'FIXED',
                },
              },
            ]
          }),
        },
      ]
    }
    return []
  })
  return { surcharge: round(surcharge), selectedOptions }
}

/** The cart as the CartFields fragment answers it, computed from its lines. */
export function cartAnswer(carts: TestCarts, cart: TestCart, locale: Locale): CartFieldsFragment {
  const items = cart.lines.flatMap((line) => {
    const sellable = sellables.find((s) => s.sku === line.sku)
    if (!sellable) return []
    const base = carts.priceNow.get(line.sku) ?? sellable.price
    const { surcharge, selectedOptions } = optionSurcharges(line, base, locale)
    const unit = round(base + surcharge)
    const soldOut = carts.soldOut.has(line.sku) || line.quantity > sellable.stock
    const image = {
      label: sellable.product.name[locale],
      width: 800,
      height: 800,
      sizes: {
        small: `/media/small/${sellable.product.images[0] ?? 'none'}`,
        medium: `/media/medium/${sellable.product.images[0] ?? 'none'}`,
      },
    }
    const product = {
      uid: sellable.product.uid,
      sku: sellable.parent?.sku ?? sellable.sku,
      name: sellable.product.name[locale],
      url_key: sellable.product.key[locale],
      url_suffix: '',
      small_image: image,
    }
    const common = {
      uid: line.uid,
      quantity: line.quantity,
      is_available: !soldOut,
      price_when_added: eur(line.priceWhenAdded ?? unit),
      price_changed: line.priceWhenAdded !== undefined && line.priceWhenAdded !== unit,
      unavailable: false,
      errors: soldOut
        ? [{ code: 'ITEM_QTY' as const, message: 'Dieses Produkt ist derzeit nicht vorrätig.' }]
        : [],
      prices: {
        price_including_tax: eur(unit),
        row_total_including_tax: eur(unit * line.quantity),
        original_item_price: eur(unit),
        total_item_discount: eur(0),
      },
      product,
      customizable_options: selectedOptions,
    }
    if (!sellable.variant) return [{ ...common }]
    return [
      {
        ...common,
        configurable_options: [
          {
            configurable_product_option_uid: 'Y29sb3I=',
            option_label: { de: 'Farbe', en: 'Colour', fr: 'Couleur' }[locale],
            value_label: sellable.variant.colour[locale],
          },
          {
            configurable_product_option_uid: 'c2l6ZQ==',
            option_label: { de: 'Größe', en: 'Size', fr: 'Taille' }[locale],
            value_label: sellable.variant.size,
          },
        ],
        configured_variant: { uid: `${sellable.sku}-uid`, sku: sellable.sku, small_image: image },
      },
    ]
  })
  const subtotal = round(
    items.reduce((sum, item) => sum + item.prices.row_total_including_tax.value, 0),
  )
  const discount = cart.coupon ? round(subtotal * 0.1) : 0
  const goods = round(subtotal - discount)
  const shipping = items.length === 0 || goods >= 50 ? 0 : 4.95
  const total = round(goods + shipping)
  const vat = round((total * 19) / 119)
  return {
    id: cart.id,
    total_quantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    is_virtual: false,
    items,
    applied_coupons: cart.coupon ? [{ code: cart.coupon, label: '10 % Willkommensrabatt' }] : [],
    prices: {
      grand_total: eur(total),
      subtotal_including_tax: eur(subtotal),
      discounts: cart.coupon
        ? [{ amount: eur(discount), label: '10 % Willkommensrabatt', applied_to: 'ITEM' }]
        : [],
      applied_taxes: items.length > 0 ? [{ amount: eur(vat), label: 'MwSt. 19 %', rate: 19 }] : [],
      shipping_including_tax: eur(shipping),
    },
    delivery_window: items.length > 0 ? { earliest: '2026-11-26', latest: '2026-11-30' } : null,
    shipping_estimate:
      items.length > 0
        ? {
            country_code: 'DE',
            available: true,
            error_message: null,
            amount: eur(shipping),
            free_shipping_from: eur(50),
            amount_to_free_shipping: shipping > 0 ? eur(50 - goods) : null,
            free_by_coupon: false,
            export: false,
          }
        : null,
  }
}

const notFound = () =>
  graphqlErrors([
    {
      message: 'Der Warenkorb wurde nicht gefunden.',
      extensions: { code: 'NOT_FOUND', category: 'graphql-no-such-entity' },
    },
  ])

export function emptyTestCarts(): TestCarts {
  return {
    guests: new Map(),
    customer: { id: testCartId(), lines: [], coupon: null },
    priceNow: new Map(),
    soldOut: new Set(),
  }
}

let nextLine = 0

/**
 * Serves the cart operations over `carts` (changed in place) for the
 * current test; answers a test gives itself (serveCommerce after this) win.
 */
export function serveCarts(carts: TestCarts = emptyTestCarts()): TestCarts {
  const find = (id: unknown): TestCart | undefined =>
    carts.customer.id === id ? carts.customer : carts.guests.get(String(id))
  const lineKey = (line: Pick<TestCartLine, 'sku' | 'selected' | 'entered'>) =>
    JSON.stringify([line.sku, [...line.selected].sort(), line.entered])
  serveCommerce({
    CreateGuestCart: (_variables, { locale }) => {
      const cart: TestCart = { id: testCartId(), lines: [], coupon: null }
      carts.guests.set(cart.id, cart)
      return { createGuestCart: { cart: cartAnswer(carts, cart, locale) } }
    },
    GetCart: ({ cartId }, { locale }) => {
      const cart = find(cartId)
      return cart ? { cart: cartAnswer(carts, cart, locale) } : notFound()
    },
    GetCustomerCart: (_variables, { locale }) => ({
      customerCart: cartAnswer(carts, carts.customer, locale),
    }),
    AddProductsToCart: ({ cartId, cartItems }, { locale }) => {
      const cart = find(cartId)
      if (!cart) return notFound()
      const userErrors: { code: string; message: string }[] = []
      for (const input of cartItems as {
        sku: string
        quantity: number
        selected_options?: string[]
        entered_options?: { uid: string; value: string }[]
      }[]) {
        const sellable = sellables.find((s) => s.sku === input.sku)
        if (!sellable || carts.soldOut.has(input.sku)) {
          userErrors.push({
            code: 'NOT_SALABLE',
            message: 'Dieses Produkt ist derzeit nicht vorrätig.',
          })
          continue
        }
        const line = {
          sku: input.sku,
          selected: input.selected_options ?? [],
          entered: input.entered_options ?? [],
        }
        const same = cart.lines.find((l) => lineKey(l) === lineKey(line))
        const inCart = cart.lines
          .filter((l) => l.sku === input.sku)
          .reduce((sum, l) => sum + l.quantity, 0)
        if (inCart + input.quantity > sellable.stock) {
          userErrors.push({
            code: 'INSUFFICIENT_STOCK',
            message: `Nur noch ${String(sellable.stock - inCart)} auf Lager.`,
          })
          continue
        }
        if (same) same.quantity += input.quantity
        else
          cart.lines.push({ uid: `aXRlbS${String(++nextLine)}`, quantity: input.quantity, ...line })
      }
      return {
        addProductsToCart: { cart: cartAnswer(carts, cart, locale), user_errors: userErrors },
      }
    },
    UpdateCartItems: ({ input }, { locale }) => {
      const { cart_id, cart_items } = input as {
        cart_id: string
        cart_items: { cart_item_uid: string; quantity: number }[]
      }
      const cart = find(cart_id)
      if (!cart) return notFound()
      const errors: { code: string; message: string }[] = []
      for (const change of cart_items) {
        const line = cart.lines.find((l) => l.uid === change.cart_item_uid)
        const sellable = sellables.find((s) => s.sku === line?.sku)
        if (!line || !sellable) continue
        if (change.quantity <= 0) cart.lines = cart.lines.filter((l) => l !== line)
        else if (change.quantity > sellable.stock)
          errors.push({
            code: 'INSUFFICIENT_STOCK',
            message: `Nur noch ${String(sellable.stock)} auf Lager.`,
          })
        else {
          line.quantity = change.quantity
          delete line.priceWhenAdded
        }
      }
      return { updateCartItems: { cart: cartAnswer(carts, cart, locale), errors } }
    },
    RemoveItemFromCart: ({ input }, { locale }) => {
      const { cart_id, cart_item_uid } = input as { cart_id: string; cart_item_uid: string }
      const cart = find(cart_id)
      if (!cart) return notFound()
      cart.lines = cart.lines.filter((l) => l.uid !== cart_item_uid)
      return { removeItemFromCart: { cart: cartAnswer(carts, cart, locale) } }
    },
    ApplyCouponToCart: ({ input }, { locale }) => {
      const { cart_id, coupon_code } = input as { cart_id: string; coupon_code: string }
      const cart = find(cart_id)
      if (!cart) return notFound()
      if (coupon_code.trim().toUpperCase() !== 'WILLKOMMEN10') {
        return graphqlErrors([
          {
            message: 'Der Gutscheincode ist für diesen Warenkorb nicht gültig.',
            extensions: { code: 'BAD_USER_INPUT', category: 'graphql-input' },
          },
        ])
      }
      cart.coupon = 'WILLKOMMEN10'
      return { applyCouponToCart: { cart: cartAnswer(carts, cart, locale) } }
    },
    RemoveCouponFromCart: ({ input }, { locale }) => {
      const cart = find((input as { cart_id: string }).cart_id)
      if (!cart) return notFound()
      cart.coupon = null
      return { removeCouponFromCart: { cart: cartAnswer(carts, cart, locale) } }
    },
    MergeCarts: ({ sourceCartId }, { locale }) => {
      const source = carts.guests.get(String(sourceCartId))
      if (!source) return notFound()
      for (const line of source.lines) {
        const same = carts.customer.lines.find((l) => lineKey(l) === lineKey(line))
        if (same) same.quantity += line.quantity
        else carts.customer.lines.push({ ...line })
      }
      carts.customer.coupon ??= source.coupon
      carts.guests.delete(source.id)
      return { mergeCarts: cartAnswer(carts, carts.customer, locale) }
    },
  })
  return carts
}

/** A guest cart in the test's back end, its id in the paddock_cart cookie as the browser keeps it. */
export function guestCartWith(carts: TestCarts, lines: Omit<TestCartLine, 'uid'>[]): TestCart {
  const cart: TestCart = {
    id: testCartId(),
    lines: lines.map((line) => ({ uid: `aXRlbS${String(++nextLine)}`, ...line })),
    coupon: null,
  }
  carts.guests.set(cart.id, cart)
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0)
  document.cookie = `paddock_cart=${cart.id}%3A${String(count)}; Path=/`
  return cart
}

/** Forgets the paddock_cart cookie: every test starts without a cart (setup.ts). */
export function clearCartCookie(): void {
  document.cookie = 'paddock_cart=; Path=/; Max-Age=0'
}

/** The cookie's value as the storefront wrote it, decoded; null for none. */
export function cartCookie(): string | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('paddock_cart='))
  return entry ? decodeURIComponent(entry.slice('paddock_cart='.length)) : null
}
