import type {
  GalleryImageFieldsFragment,
  GetAttributesMetaDataQuery,
  GetCategoryByUidQuery,
  GetCategoryChildrenByUidQuery,
  GetCmsBlocksQuery,
  GetProductsByQueryQuery,
  GetProductsByRelationCodeQuery,
  GetProductsByUrlKeyQuery,
  GetRouteQuery,
  PriceRangeFieldsFragment,
  ProductCardFieldsFragment,
} from '@/gql/graphql'
import { locales, type Locale } from '@/lib/locale'
import type { CommerceResolvers } from './commerce-api'

/**
 * A small catalogue in the commerce API's shapes, in three languages, for
 * tests that render pages: four category levels, a reduced configurable
 * product with colours, sizes and a text option, a feed sold by the kilo,
 * a sold-out product and a voucher. Test data only.
 */

type Texts = Record<Locale, string>

export const rootUid = 'MQ=='

interface FixtureCategory {
  uid: string
  name: Texts
  key: Texts
  image?: string
  children: FixtureCategory[]
}

const category = (
  uid: string,
  name: Texts,
  key: Texts,
  children: FixtureCategory[] = [],
  image?: string,
): FixtureCategory => ({ uid, name, key, children, ...(image ? { image } : {}) })

export const categoryTree: FixtureCategory[] = [
  category(
    'Mg==',
    { de: 'Reiter', en: 'Rider', fr: 'Cavalier' },
    { de: 'reiter', en: 'rider', fr: 'cavalier' },
    [
      category(
        'Mw==',
        { de: 'Reitbekleidung', en: 'Riding apparel', fr: 'Vêtements d’équitation' },
        { de: 'reitbekleidung', en: 'riding-apparel', fr: 'vetements-equitation' },
        [
          category(
            'NA==',
            { de: 'Reithosen', en: 'Breeches', fr: 'Pantalons d’équitation' },
            { de: 'reithosen', en: 'breeches', fr: 'pantalons-equitation' },
            [
              category(
                'NQ==',
                {
                  de: 'Kniebesatz-Reithosen',
                  en: 'Knee-patch breeches',
                  fr: 'Pantalons à basanes genoux',
                },
                {
                  de: 'kniebesatz-reithosen',
                  en: 'knee-patch-breeches',
                  fr: 'pantalons-basanes-genoux',
                },
              ),
            ],
          ),
        ],
      ),
      category(
        'OA==',
        { de: 'Reithelme', en: 'Riding helmets', fr: 'Casques d’équitation' },
        { de: 'reithelme', en: 'riding-helmets', fr: 'casques-equitation' },
      ),
    ],
    '/media/large/rider',
  ),
  category(
    'MTE=',
    { de: 'Stall', en: 'Stable', fr: 'Écurie' },
    { de: 'stall', en: 'stable', fr: 'ecurie' },
    [
      category(
        'MjE=',
        { de: 'Futter', en: 'Feed', fr: 'Aliments' },
        { de: 'futter', en: 'feed', fr: 'aliments' },
      ),
    ],
    '/media/large/stable',
  ),
  category(
    'MzA=',
    { de: 'Gutscheine', en: 'Gift vouchers', fr: 'Bons cadeaux' },
    { de: 'gutscheine', en: 'gift-vouchers', fr: 'bons-cadeaux' },
  ),
]

/** Every category with its ancestors, top first. */
function categoryPaths(): { trail: FixtureCategory[] }[] {
  const out: { trail: FixtureCategory[] }[] = []
  const walk = (nodes: FixtureCategory[], above: FixtureCategory[]) => {
    for (const node of nodes) {
      const trail = [...above, node]
      out.push({ trail })
      walk(node.children, trail)
    }
  }
  walk(categoryTree, [])
  return out
}

const urlPath = (trail: readonly FixtureCategory[], locale: Locale) =>
  trail.map((node) => node.key[locale]).join('/')

function findCategory(uid: string) {
  return categoryPaths().find(({ trail }) => trail.at(-1)?.uid === uid)?.trail
}

export function categoryChildren(locale: Locale): GetCategoryChildrenByUidQuery {
  type Node = NonNullable<
    NonNullable<NonNullable<GetCategoryChildrenByUidQuery['categories']>['items']>[number]
  >['children']
  const convert = (nodes: FixtureCategory[], above: FixtureCategory[]): Node =>
    nodes.map((node, position) => ({
      uid: node.uid,
      name: node.name[locale],
      url_path: urlPath([...above, node], locale),
      include_in_menu: 1,
      position,
      image: node.image ?? null,
      children: convert(node.children, [...above, node]),
    }))
  return { categories: { items: [{ uid: rootUid, children: convert(categoryTree, []) }] } }
}

export function categoryByUid(locale: Locale, uid: string): GetCategoryByUidQuery {
  const trail = findCategory(uid)
  const node = trail?.at(-1)
  if (!trail || !node) return { categories: { items: [] } }
  return {
    categories: {
      items: [
        {
          uid,
          name: node.name[locale],
          level: trail.length + 1,
          url_path: urlPath(trail, locale),
          description: `<p>${node.name[locale]}: ${categoryDescription[locale]}</p>`,
          meta_title: null,
          meta_description: null,
          image: node.image ?? null,
          breadcrumbs: trail.slice(0, -1).map((crumb, index) => ({
            category_name: crumb.name[locale],
            category_url_path: urlPath(trail.slice(0, index + 1), locale),
          })),
          children: node.children.map((child, position) => ({
            uid: child.uid,
            name: child.name[locale],
            url_path: urlPath([...trail, child], locale),
            include_in_menu: 1,
            position,
            product_count: 1,
          })),
          alternates: locales.map((lang) => ({ locale: lang, relative_url: urlPath(trail, lang) })),
        },
      ],
    },
  }
}

const categoryDescription: Texts = {
  de: 'ausgewählt für Alltag und Turnier.',
  en: 'chosen for everyday riding and the show ring.',
  fr: 'choisis pour le quotidien et le concours.',
}

// Attribute options, as customAttributeMetadata lists them.
export const colours = { olive: 11, black: 12, navy: 13 } as const
export const sizes = { s36: 36, s38: 38, s40: 40 } as const
export const manufacturers = { hufschlag: 41, paddock: 42 } as const

const colourLabels: Record<number, Texts & { swatch: string }> = {
  [colours.olive]: { de: 'Oliv', en: 'Olive', fr: 'Olive', swatch: '#6b7042' },
  [colours.black]: { de: 'Schwarz', en: 'Black', fr: 'Noir', swatch: '#1d1d1f' },
  [colours.navy]: { de: 'Navy', en: 'Navy', fr: 'Marine', swatch: '#1f2a44' },
}

export function attributesMetadata(locale: Locale): GetAttributesMetaDataQuery {
  return {
    customAttributeMetadata: {
      items: [
        {
          attribute_code: 'manufacturer',
          label: { de: 'Hersteller', en: 'Manufacturer', fr: 'Fabricant' }[locale],
          attribute_options: [
            { value: String(manufacturers.hufschlag), label: 'Hufschlag', swatch: null },
            { value: String(manufacturers.paddock), label: 'Paddock', swatch: null },
          ],
        },
        {
          attribute_code: 'color',
          label: { de: 'Farbe', en: 'Colour', fr: 'Couleur' }[locale],
          attribute_options: Object.entries(colourLabels).map(([value, labels]) => ({
            value,
            label: labels[locale],
            swatch: labels.swatch,
          })),
        },
        {
          attribute_code: 'size',
          label: { de: 'Größe', en: 'Size', fr: 'Taille' }[locale],
          attribute_options: Object.values(sizes).map((size) => ({
            value: String(size),
            label: String(size),
            swatch: null,
          })),
        },
      ],
    },
  }
}

interface PriceInput {
  regular: number
  final?: number
  lowest30?: number
  base?: number
  max?: number
  percentOff?: number
}

export function price({
  regular,
  final = regular,
  lowest30,
  base,
  max,
  percentOff,
}: PriceInput): PriceRangeFieldsFragment {
  const money = (value: number) => ({ value, currency: 'EUR' as const })
  return {
    minimum_price: {
      regular_price: money(regular),
      final_price: money(final),
      discount: percentOff === undefined ? null : { percent_off: percentOff },
      lowest_price_30_days: lowest30 === undefined ? null : money(lowest30),
      base_price: base === undefined ? null : money(base),
    },
    maximum_price: { final_price: money(max ?? final) },
  }
}

function image(name: string, position: number, label: string): GalleryImageFieldsFragment {
  return {
    label,
    position,
    disabled: false,
    width: 1200,
    height: 1200,
    sizes: {
      small: `/media/small/${name}`,
      medium: `/media/medium/${name}`,
      large: `/media/large/${name}`,
      xlarge: `/media/xlarge/${name}`,
    },
  }
}

type DetailItem = NonNullable<
  NonNullable<NonNullable<GetProductsByUrlKeyQuery['products']>['items']>[number]
>

export interface FixtureProduct {
  uid: string
  sku: string
  name: Texts
  key: Texts
  categoryUid: string
  manufacturer: number
  isNew: boolean
  inStock: boolean
  price: PriceRangeFieldsFragment
  careSize?: Texts
  basePriceUnit?: string
  images: string[]
  /** Approved reviews: their average in per cent and number. */
  rating?: { percent: number; count: number }
  detail: (locale: Locale) => Partial<DetailItem>
}

const ellaVariants = [
  { colour: colours.olive, size: sizes.s36, inStock: true, qty: 3 },
  { colour: colours.olive, size: sizes.s38, inStock: false, qty: 0 },
  { colour: colours.black, size: sizes.s36, inStock: true, qty: 12 },
  { colour: colours.black, size: sizes.s40, inStock: true, qty: 8 },
]

export const products = {
  ella: {
    uid: 'MTAx',
    sku: 'RH-KB-ELLA',
    name: {
      de: 'Kniebesatz-Reithose Ella',
      en: 'Knee-patch breeches Ella',
      fr: 'Pantalon à basanes genoux Ella',
    },
    key: {
      de: 'kniebesatz-reithose-ella',
      en: 'knee-patch-breeches-ella',
      fr: 'pantalon-basanes-genoux-ella',
    },
    categoryUid: 'NQ==',
    manufacturer: manufacturers.paddock,
    isNew: false,
    inStock: true,
    // The olive variants are reduced; the black ones are not.
    price: price({ regular: 59.95, final: 44.95, lowest30: 49.95, percentOff: 10, max: 54.95 }),
    images: ['ella-olive-front', 'ella-olive-back'],
    rating: { percent: 90, count: 3 },
    detail: (locale: Locale): Partial<DetailItem> => ({
      description: {
        html: {
          de: '<p>Die Kniebesatz-Reithose Ella sitzt leicht und trocknet schnell.</p>',
          en: '<p>The Ella knee-patch breeches fit lightly and dry quickly.</p>',
          fr: '<p>Le pantalon Ella est léger et sèche vite.</p>',
        }[locale],
      },
      material_care: {
        de: '78 % Polyamid, 22 % Elasthan. Waschen bei 30 °C.',
        en: '78% polyamide, 22% elastane. Wash at 30 °C.',
        fr: '78 % polyamide, 22 % élasthanne. Lavage à 30 °C.',
      }[locale],
      size_info: null,
      manufacturer_info: null,
      size_guide: 'size-guide-riding-wear',
      product_relation_code: 'RH-KB-ELLA',
      product_safety: {
        manufacturer_name: 'Paddock Reitsport GmbH',
        manufacturer_address: 'Koppelweg 4\n29320 Hermannsburg',
        manufacturer_country: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne' }[locale],
        manufacturer_email: 'sicherheit@paddock.example',
        safety_notes: null,
      },
      merchandise: null,
      options: [
        {
          __typename: 'CustomizableFieldOption',
          uid: 'b3B0aW9uLzE=',
          title: { de: 'Name am Knie', en: 'Name on the knee', fr: 'Nom au genou' }[locale],
          required: false,
          sort_order: 1,
          value: { uid: 'dmFsdWUvMQ==', price: 5, price_type: 'FIXED', max_characters: 12 },
        },
      ],
      configurable_options: [
        {
          attribute_code: 'color',
          label: { de: 'Farbe', en: 'Colour', fr: 'Couleur' }[locale],
          position: 0,
          values: [colours.olive, colours.black].map((value) => ({
            value_index: value,
            label: colourLabels[value]?.[locale] ?? '',
            swatch_data: { value: colourLabels[value]?.swatch ?? null },
          })),
        },
        {
          attribute_code: 'size',
          label: { de: 'Größe', en: 'Size', fr: 'Taille' }[locale],
          position: 1,
          values: Object.values(sizes).map((value) => ({
            value_index: value,
            label: String(value),
            swatch_data: null,
          })),
        },
      ],
      variants: ellaVariants.map((variant) => {
        const olive = variant.colour === colours.olive
        const colour = olive ? 'olive' : 'black'
        return {
          attributes: [
            { code: 'color', value_index: variant.colour },
            { code: 'size', value_index: variant.size },
          ],
          product: {
            sku: `RH-KB-ELLA-${colour.toUpperCase()}-${String(variant.size)}`,
            stock_status: variant.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
            bms_stock_qty: variant.qty,
            delivery_time: olive ? { min_days: 2, max_days: 4 } : { min_days: 3, max_days: 3 },
            price_range: olive
              ? price({ regular: 59.95, final: 44.95, lowest30: 49.95, percentOff: 10 })
              : price({ regular: 54.95 }),
            price_tiers: [],
            media_gallery: olive
              ? [
                  image('ella-olive-front', 1, 'Ella in Oliv, vorne'),
                  image('ella-olive-back', 2, 'Ella in Oliv, hinten'),
                ]
              : [
                  image('ella-black-front', 1, 'Ella in Schwarz, vorne'),
                  image('ella-black-back', 2, 'Ella in Schwarz, hinten'),
                  image('ella-black-detail', 3, 'Ella in Schwarz, Knie'),
                ],
          },
        }
      }),
    }),
  },
  mineral: {
    uid: 'MjAx',
    sku: 'ST-FU-MINERAL',
    name: {
      de: 'Mineralfutter Basis',
      en: 'Mineral feed Basic',
      fr: 'Aliment minéral Base',
    },
    key: {
      de: 'mineralfutter-basis',
      en: 'mineral-feed-basic',
      fr: 'aliment-mineral-base',
    },
    categoryUid: 'MjE=',
    manufacturer: manufacturers.hufschlag,
    isNew: true,
    inStock: true,
    price: price({ regular: 29.95, base: 3 }),
    careSize: { de: '10 kg', en: '10 kg', fr: '10 kg' },
    basePriceUnit: 'kg',
    images: ['mineral-bucket'],
    detail: (): Partial<DetailItem> => ({
      description: { html: '<p>Mineralfutter für jeden Tag.</p>' },
      material_care: null,
      size_info: null,
      manufacturer_info: 'Hufschlag Futtermittel',
      size_guide: null,
      product_relation_code: null,
      product_safety: null,
      merchandise: null,
      options: [],
    }),
  },
  wilma: {
    uid: 'MTAy',
    sku: 'RH-KB-WILMA',
    name: {
      de: 'Kniebesatz-Reithose Wilma',
      en: 'Knee-patch breeches Wilma',
      fr: 'Pantalon à basanes genoux Wilma',
    },
    key: {
      de: 'kniebesatz-reithose-wilma',
      en: 'knee-patch-breeches-wilma',
      fr: 'pantalon-basanes-genoux-wilma',
    },
    categoryUid: 'NQ==',
    manufacturer: manufacturers.hufschlag,
    isNew: false,
    inStock: false,
    price: price({ regular: 64.95 }),
    images: ['wilma'],
    detail: (): Partial<DetailItem> => ({
      description: { html: '' },
      material_care: null,
      size_info: null,
      manufacturer_info: null,
      size_guide: null,
      product_relation_code: null,
      product_safety: null,
      merchandise: null,
      options: [],
    }),
  },
} satisfies Record<string, FixtureProduct>

export type FixtureProductName = keyof typeof products

const allProducts: FixtureProduct[] = Object.values(products)

export function productCard(product: FixtureProduct, locale: Locale): ProductCardFieldsFragment {
  const [first] = product.images
  return {
    uid: product.uid,
    sku: product.sku,
    name: product.name[locale],
    url_key: product.key[locale],
    url_suffix: '',
    manufacturer: product.manufacturer,
    is_new: product.isNew,
    stock_status: product.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
    care_size: product.careSize?.[locale] ?? null,
    base_price_unit: product.basePriceUnit ?? null,
    rating_summary: product.rating?.percent ?? 0,
    review_count: product.rating?.count ?? 0,
    small_image: first
      ? {
          label: product.name[locale],
          width: 1200,
          height: 1200,
          sizes: { small: `/media/small/${first}`, medium: `/media/medium/${first}` },
        }
      : null,
    price_range: product.price,
  }
}

export function productDetail(product: FixtureProduct, locale: Locale): DetailItem {
  const trail = findCategory(product.categoryUid) ?? []
  const node = trail.at(-1)
  const card = productCard(product, locale)
  return {
    ...card,
    meta_title: null,
    meta_description: null,
    description: null,
    color: null,
    bms_stock_qty: product.inStock ? 40 : 0,
    delivery_time: product.inStock ? { min_days: 2, max_days: 3 } : null,
    product_relation_code: null,
    material_care: null,
    size_info: null,
    manufacturer_info: null,
    size_guide: null,
    media_gallery: product.images.map((name, index) =>
      image(name, index + 1, `${product.name[locale]} ${String(index + 1)}`),
    ),
    categories: node
      ? [
          {
            uid: node.uid,
            name: node.name[locale],
            url_path: urlPath(trail, locale),
            breadcrumbs: trail.slice(0, -1).map((crumb, index) => ({
              category_name: crumb.name[locale],
              category_url_path: urlPath(trail.slice(0, index + 1), locale),
            })),
          },
        ]
      : [],
    merchandise: null,
    product_safety: null,
    alternates: locales.map((lang) => ({ locale: lang, relative_url: product.key[lang] })),
    options: [],
    price_tiers: [],
    // Related products ("Passend dazu"): the first of another category.
    related_products: allProducts
      .filter((other) => other.categoryUid !== product.categoryUid)
      .slice(0, 1)
      .map((other) => productCard(other, locale)),
    upsell_products: allProducts
      .filter((other) => other !== product && other.categoryUid === product.categoryUid)
      .map((other) => productCard(other, locale)),
    ...product.detail(locale),
  }
}

/** The sort fields the API offers: relevance first when searching. */
export function sortFields(searching: boolean) {
  const values = [...(searching ? ['relevance'] : []), 'position', 'name', 'price', 'new']
  return {
    default: searching ? 'relevance' : 'position',
    options: values.map((value) => ({ value, label: value })),
  }
}

type Aggregations = NonNullable<NonNullable<GetProductsByQueryQuery['products']>['aggregations']>

export function aggregations(locale: Locale, items: readonly FixtureProduct[]): Aggregations {
  const count = (test: (product: FixtureProduct) => boolean) => items.filter(test).length
  const facets: Aggregations = [
    {
      attribute_code: 'manufacturer',
      label: { de: 'Hersteller', en: 'Manufacturer', fr: 'Fabricant' }[locale],
      position: 1,
      options: Object.entries(manufacturers)
        .map(([name, id]) => ({
          label: name === 'paddock' ? 'Paddock' : 'Hufschlag',
          value: String(id),
          count: count((product) => product.manufacturer === id),
        }))
        .filter((option) => option.count > 0),
    },
    {
      attribute_code: 'price',
      label: { de: 'Preis', en: 'Price', fr: 'Prix' }[locale],
      position: 2,
      options: [
        { label: '25_50', value: '25_50', count: count((p) => finalPrice(p) < 50) },
        { label: '50_100', value: '50_100', count: count((p) => finalPrice(p) >= 50) },
      ].filter((option) => option.count > 0),
    },
  ]
  return facets.filter((facet) => (facet?.options?.length ?? 0) > 0)
}

const finalPrice = (product: FixtureProduct) => product.price.minimum_price.final_price.value ?? 0

/**
 * The products of the fixture that a GetProductsByQuery request asks for:
 * search text in the name, the category (with its subcategories), the
 * manufacturer and price facets, then the page.
 */
export function queryProducts(
  locale: Locale,
  variables: Record<string, unknown>,
): GetProductsByQueryQuery {
  const search = typeof variables.search === 'string' ? variables.search.toLowerCase() : ''
  const filter = (variables.filter ?? {}) as {
    category_uid?: { eq?: string }
    manufacturer?: { in?: string[] }
    price?: { from?: string; to?: string }
  }
  const pageSize = Number(variables.pageSize ?? 20)
  const currentPage = Number(variables.currentPage ?? 1)
  const inCategory = (product: FixtureProduct, uid: string) =>
    findCategory(product.categoryUid)?.some((node) => node.uid === uid) ?? false
  const matching = allProducts.filter(
    (product) =>
      (search === '' ||
        search.split(/\s+/).every((word) => product.name[locale].toLowerCase().includes(word))) &&
      (!filter.category_uid?.eq || inCategory(product, filter.category_uid.eq)),
  )
  const filtered = matching.filter(
    (product) =>
      (!filter.manufacturer?.in || filter.manufacturer.in.includes(String(product.manufacturer))) &&
      (!filter.price?.from || finalPrice(product) >= Number(filter.price.from)) &&
      (!filter.price?.to || finalPrice(product) < Number(filter.price.to)),
  )
  const page = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  return {
    products: {
      total_count: filtered.length,
      items: page.map((product) => productCard(product, locale)),
      ...(variables.withAggregations === true && {
        aggregations: aggregations(locale, filtered),
        sort_fields: sortFields(search !== ''),
      }),
    },
  }
}

/** GetProductsByCategoryUIds' variables as the filter GetProductsByQuery takes. */
export function categoryQuery(variables: Record<string, unknown>): Record<string, unknown> {
  const uids = Array.isArray(variables.uids) ? variables.uids.map(String) : []
  return {
    pageSize: variables.pageSize,
    currentPage: variables.page,
    withAggregations: variables.withAggregations,
    filter: {
      category_uid: { eq: uids[0] },
      ...(variables.manufacturer ? { manufacturer: variables.manufacturer } : {}),
      ...(variables.price ? { price: variables.price } : {}),
    },
  }
}

export function routeFor(locale: Locale, url: string): GetRouteQuery {
  const path = url.replace(/^\/+|\/+$/g, '')
  const found = categoryPaths().find(({ trail }) => urlPath(trail, locale) === path)
  const node = found?.trail.at(-1)
  if (found && node) {
    return { route: { type: 'CATEGORY', relative_url: path, redirect_code: 0, uid: node.uid } }
  }
  const product = allProducts.find((candidate) => candidate.key[locale] === path)
  if (product) {
    return { route: { type: 'PRODUCT', relative_url: path, redirect_code: 0, url_key: path } }
  }
  return { route: null }
}

export const cmsBlockTexts: Record<string, { title: Texts; content: Texts }> = {
  'product-return-note': {
    title: { de: '30 Tage Rückgaberecht', en: '30-day returns', fr: 'Retour sous 30 jours' },
    content: {
      de: '<p>Sie können Ihre Bestellung innerhalb von 30 Tagen zurückgeben.</p>',
      en: '<p>You can return your order within 30 days.</p>',
      fr: '<p>Vous pouvez retourner votre commande sous 30 jours.</p>',
    },
  },
  'delivery-note': {
    title: { de: 'Lieferung', en: 'Delivery', fr: 'Livraison' },
    content: {
      de: '<p>Standardversand innerhalb Deutschlands: 4,95 €</p>',
      en: '<p>Standard delivery within Germany: €4.95</p>',
      fr: '<p>Livraison standard en Allemagne : 4,95 €</p>',
    },
  },
}

export function cmsBlocks(locale: Locale, identifiers: readonly string[]): GetCmsBlocksQuery {
  return {
    cmsBlocks: {
      items: identifiers.flatMap((identifier) => {
        const block = cmsBlockTexts[identifier]
        return block
          ? [{ identifier, title: block.title[locale], content: block.content[locale] }]
          : []
      }),
    },
  }
}

export function relatedProducts(locale: Locale, code: string): GetProductsByRelationCodeQuery {
  if (code !== 'RH-KB-ELLA') return { products: { items: [] } }
  return {
    products: {
      items: [
        {
          uid: products.ella.uid,
          name: products.ella.name[locale],
          url_key: products.ella.key[locale],
          url_suffix: '',
          color: colours.olive,
          stock_status: 'IN_STOCK',
        },
        {
          uid: 'MTAz',
          name: `${products.ella.name[locale]} (${colourLabels[colours.navy]?.[locale] ?? ''})`,
          url_key: `${products.ella.key[locale]}-navy`,
          url_suffix: '',
          color: colours.navy,
          stock_status: 'OUT_OF_STOCK',
        },
      ],
    },
  }
}

/** The commerce API over the fixture: what every test that renders the app talks to. */
export const fixtureCommerce: CommerceResolvers = {
  GetAvailableStores: () => ({
    availableStores: locales.map((locale) => ({
      store_code: `shop_${locale}`,
      root_category_uid: rootUid,
    })),
  }),
  GetCategoryChildrenByUid: (_variables, { locale }) => categoryChildren(locale),
  GetCategoryByUid: ({ uid }, { locale }) => categoryByUid(locale, String(uid)),
  GetAttributesMetaData: (_variables, { locale }) => attributesMetadata(locale),
  GetRoute: ({ url }, { locale }) => routeFor(locale, String(url)),
  GetProductsByQuery: (variables, { locale }) => queryProducts(locale, variables),
  GetProductsByCategoryUIds: (variables, { locale }) =>
    queryProducts(locale, categoryQuery(variables)),
  GetProductsByUrlKey: ({ urlKey }, { locale }) => {
    const product = allProducts.find((candidate) => candidate.key[locale] === urlKey)
    return { products: { items: product ? [productDetail(product, locale)] : [] } }
  },
  GetProductsByRelationCode: ({ relationCode }, { locale }) =>
    relatedProducts(locale, String(relationCode)),
  GetCmsBlocks: ({ identifiers }, { locale }) =>
    cmsBlocks(locale, Array.isArray(identifiers) ? identifiers.map(String) : []),
  GetShippingEstimate: (_variables, { locale }) => shippingEstimate(locale === 'fr' ? 'FR' : 'DE'),
}

/**
 * The shipping promise before any goods, as the demo's rates make it: a
 * guest's is for the language's country (France for French), a
 * customer's for the default address's (serve another country).
 */
export function shippingEstimate(country: 'DE' | 'FR' | 'AT') {
  const home = country === 'DE'
  return {
    shippingEstimate: {
      country_code: country,
      available: true,
      price: { value: home ? 4.95 : 9.95, currency: 'EUR' },
      free_shipping_from: { value: home ? 75 : 150, currency: 'EUR' },
      extra_min_days: home ? 0 : 1,
      extra_max_days: home ? 0 : 2,
    },
  }
}
