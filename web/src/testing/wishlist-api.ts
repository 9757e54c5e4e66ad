import type { Locale } from '@/lib/locale'
import { productCard, products, type FixtureProduct } from './catalog-fixtures'
import { serveCommerce } from './commerce-api'
import { graphqlErrors } from './graphql-api'

/*
 * A small commerce back end for the wish list's tests: one customer's
 * wish list in memory, changed by the wish list operations as
 * internal/wishlist changes it (the same product and variant again raises
 * the quantity, an unknown SKU is a user error, moving to the cart takes
 * the item off the list unless it is sold out or has no variant), with
 * prices and stock a test can move. Test data only.
 */

export interface TestWishlistItem {
  id: string
  /** The product's SKU (a configurable product's own). */
  sku: string
  /** The chosen variant's SKU, for a configurable product. */
  variantSku?: string
  quantity: number
  addedAt: string
  /** The unit price when added; the price now when not given. */
  priceWhenAdded?: number
  /** A chosen option (an embroidered name) with its surcharge on the unit price. */
  embroidery?: { name: string; surcharge: number }
}

export interface TestWishlist {
  id: string
  items: TestWishlistItem[]
  /** SKUs (products or variants) out of stock now. */
  soldOut: Set<string>
  /** Unit prices now, by SKU, where they moved. */
  priceNow: Map<string, number>
  /** What went into the cart, by SKU. */
  inCart: string[]
}

const fixtureProducts: FixtureProduct[] = Object.values(products)

/** Ella's variants are configurable; the others are simple. */
function findProduct(sku: string): FixtureProduct | undefined {
  return fixtureProducts.find((product) => product.sku === sku)
}

const isConfigurable = (product: FixtureProduct) => product === products.ella

let nextItem = 0

export function emptyTestWishlist(): TestWishlist {
  return { id: '7', items: [], soldOut: new Set(), priceNow: new Map(), inCart: [] }
}

/** An item of the list as a test builds it. */
export function testWishlistItem(
  product: FixtureProduct,
  extra: Partial<TestWishlistItem> = {},
): TestWishlistItem {
  nextItem += 1
  return {
    id: String(100 + nextItem),
    sku: product.sku,
    quantity: 1,
    addedAt: '2026-03-09 14:05:00',
    ...extra,
  }
}

function unitPrice(list: TestWishlist, product: FixtureProduct, sku: string): number {
  return (
    list.priceNow.get(sku) ??
    list.priceNow.get(product.sku) ??
    product.price.minimum_price.final_price.value ??
    0
  )
}

function itemAnswer(list: TestWishlist, item: TestWishlistItem, locale: Locale) {
  const product = findProduct(item.sku)
  const eur = (value: number) => ({ value, currency: 'EUR' as const })
  const card = (sku: string) => {
    if (!product) return null
    const base = productCard(product, locale)
    const now = unitPrice(list, product, sku)
    return {
      ...base,
      sku,
      stock_status: list.soldOut.has(sku) ? 'OUT_OF_STOCK' : base.stock_status,
      price_range: {
        ...base.price_range,
        minimum_price: {
          ...base.price_range.minimum_price,
          final_price: eur(now),
        },
      },
    }
  }
  const now =
    (product ? unitPrice(list, product, item.variantSku ?? item.sku) : 0) +
    (item.embroidery?.surcharge ?? 0)
  const common = {
    id: item.id,
    quantity: item.quantity,
    added_at: item.addedAt,
    description: null,
    price_when_added: eur(item.priceWhenAdded ?? now),
    price_now: product ? eur(now) : null,
    price_changed: item.priceWhenAdded !== undefined && item.priceWhenAdded !== now,
    product: card(item.sku),
    customizable_options: item.embroidery
      ? [
          {
            customizable_option_uid: 'Y3VzdG9tLW9wdGlvbi8x',
            label: { de: 'Bestickung', en: 'Embroidery', fr: 'Broderie' }[locale],
            values: [
              {
                customizable_option_value_uid: 'Y3VzdG9tLW9wdGlvbi8x',
                label: '',
                value: item.embroidery.name,
              },
            ],
          },
        ]
      : [],
  }
  if (!product || !isConfigurable(product)) return common
  const size = item.variantSku?.split('-').at(-1)
  const colour = item.variantSku?.split('-').at(-2)
  return {
    ...common,
    configured_variant: item.variantSku ? card(item.variantSku) : null,
    configurable_options: item.variantSku
      ? [
          {
            configurable_product_option_uid: 'Y29sb3I=',
            option_label: { de: 'Farbe', en: 'Colour', fr: 'Couleur' }[locale],
            value_label: colour === 'BLACK' ? 'Schwarz' : 'Oliv',
          },
          {
            configurable_product_option_uid: 'c2l6ZQ==',
            option_label: { de: 'Größe', en: 'Size', fr: 'Taille' }[locale],
            value_label: size ?? '',
          },
        ]
      : [],
  }
}

/** The wish list as GetCustomerWishlist answers it. */
export function wishlistAnswer(
  list: TestWishlist,
  locale: Locale,
  { currentPage = 1, pageSize = 20 }: { currentPage?: number; pageSize?: number } = {},
) {
  const newestFirst = [...list.items].reverse()
  const page = newestFirst.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  return {
    id: list.id,
    items_count: list.items.length,
    items_v2: {
      items: page.map((item) => itemAnswer(list, item, locale)),
      page_info: {
        current_page: currentPage,
        page_size: pageSize,
        total_pages: Math.max(1, Math.ceil(list.items.length / pageSize)),
      },
    },
  }
}

const notFound = () =>
  graphqlErrors([
    {
      message: 'Die Wunschliste wurde nicht gefunden.',
      extensions: { code: 'NOT_FOUND', category: 'graphql-no-such-entity' },
    },
  ])

/**
 * Serves the wish list operations over `list` (changed in place) for the
 * current test, for a signed-in customer; answers a test gives itself
 * (serveCommerce after this) win.
 */
export function serveWishlist(list: TestWishlist = emptyTestWishlist()): TestWishlist {
  const owned = (id: unknown) => id === list.id || id === '0'
  const summary = () => ({ id: list.id, items_count: list.items.length })
  serveCommerce({
    GetCustomerWishlist: (variables, { locale }) => ({
      customer: { wishlists: [wishlistAnswer(list, locale, variables)] },
    }),
    AddProductToWishlist: ({ wishlistId, wishlistItems }) => {
      if (!owned(wishlistId)) return notFound()
      const userErrors: { code: string; message: string }[] = []
      for (const input of wishlistItems as {
        sku: string
        parent_sku?: string
        quantity: number
      }[]) {
        const product = findProduct(input.parent_sku ?? input.sku)
        if (!product) {
          userErrors.push({
            code: 'PRODUCT_NOT_FOUND',
            message: `Das Produkt ${input.sku} wurde nicht gefunden.`,
          })
          continue
        }
        const variantSku = input.parent_sku ? input.sku : undefined
        const same = list.items.find(
          (item) => item.sku === product.sku && item.variantSku === variantSku,
        )
        if (same) same.quantity += input.quantity
        else
          list.items.push(
            testWishlistItem(product, {
              quantity: input.quantity,
              ...(variantSku ? { variantSku } : {}),
            }),
          )
      }
      return { addProductsToWishlist: { wishlist: summary(), user_errors: userErrors } }
    },
    RemoveItemFromWishlist: ({ wishlistId, wishlistItemsIds }) => {
      if (!owned(wishlistId)) return notFound()
      const ids = wishlistItemsIds as string[]
      const userErrors = ids
        .filter((id) => !list.items.some((item) => item.id === id))
        .map(() => ({ code: 'PRODUCT_NOT_FOUND', message: 'Der Artikel ist nicht auf der Liste.' }))
      list.items = list.items.filter((item) => !ids.includes(item.id))
      return { removeProductsFromWishlist: { wishlist: summary(), user_errors: userErrors } }
    },
    AddWishlistItemsToCart: ({ wishlistId, wishlistItemIds }) => {
      if (!owned(wishlistId)) return notFound()
      const ids = (wishlistItemIds as string[] | null) ?? list.items.map((item) => item.id)
      const errors: {
        code: string
        message: string
        wishlistId: string
        wishlistItemId: string
      }[] = []
      for (const id of ids) {
        const item = list.items.find((candidate) => candidate.id === id)
        if (!item) continue
        const product = findProduct(item.sku)
        const sku = item.variantSku ?? item.sku
        if (product && isConfigurable(product) && !item.variantSku) {
          errors.push({
            code: 'REQUIRED_PARAMETER_MISSING',
            message: 'Bitte wählen Sie zuerst eine Variante.',
            wishlistId: list.id,
            wishlistItemId: id,
          })
        } else if (!product || list.soldOut.has(sku)) {
          errors.push({
            code: 'NOT_SALABLE',
            message: 'Dieses Produkt ist derzeit nicht vorrätig.',
            wishlistId: list.id,
            wishlistItemId: id,
          })
        } else {
          list.inCart.push(sku)
          list.items = list.items.filter((candidate) => candidate.id !== id)
        }
      }
      return {
        addWishlistItemsToCart: {
          status: errors.length < ids.length,
          wishlist: summary(),
          add_wishlist_items_to_cart_user_errors: errors,
        },
      }
    },
  })
  return list
}
