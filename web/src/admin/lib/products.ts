import { useQuery } from '@tanstack/react-query'
import { gql } from './api'

/** What the product screens offer to choose from. */
export interface ProductChoices {
  categories: { id: string; name: string; path: string; level: number }[]
  attributes: {
    code: string
    label: string
    options: { code: string; label: string; swatch: string }[]
  }[]
  clubs: { prefix: string; name: string }[]
  lowStockThreshold: number
}

/** The categories, attribute options and clubs the product screens offer. */
export function useProductChoices() {
  return useQuery({
    queryKey: ['admin', 'productChoices'],
    queryFn: () =>
      gql<{ productChoices: ProductChoices }>(
        `{ productChoices { categories { id name path level } attributes { code label options { code label swatch } } clubs { prefix name } lowStockThreshold } }`,
      ).then((d) => d.productChoices),
    staleTime: 60_000,
  })
}

/** A text per language, as the admin API gives and takes it. */
export interface Localized {
  de: string
  en: string
  fr: string
}

export const emptyLocalized = (): Localized => ({ de: '', en: '', fr: '' })

export interface ProductImage {
  key: string
  url: string
  width: number
  height: number
  label: Localized
}

export interface ProductVariant {
  id: string | null
  sku: string
  color: string
  size: string
  price: number
  specialPrice: number | null
  stockQty: number
  enabled: boolean
  ean: string
  weightGrams: number
  images: ProductImage[]
  /** The variant's own; empty takes the product's. */
  tierPrices: ProductTierPrice[]
}

/** From a quantity on, each piece at a price in cents or a whole per cent off (the other 0). */
export interface ProductTierPrice {
  quantity: number
  price: number
  percent: number
}

export interface ProductCustomOption {
  type: string
  title: Localized
  required: boolean
  maxCharacters: number
  price: number
  priceType: string
  values: { title: Localized; price: number; priceType: string }[]
  /** A file option's extensions (png, jpg, jpeg, webp, pdf) and largest image size; empty and 0 for other kinds. */
  fileExtensions: string[]
  imageSizeX: number
  imageSizeY: number
}

export interface ProductMerchandise {
  logoWidthMm: number
  logoPosition: string
  logoType: string
  sublimationOptions: string[]
  sublimationPositions: string[]
}

/** A product with everything the storefront shows of it. */
export interface ProductData {
  type: string
  sku: string
  enabled: boolean
  ean: string
  name: Localized
  urlKey: Localized
  description: Localized
  materialCare: Localized
  sizeInfo: Localized
  manufacturerInfo: Localized
  metaTitle: Localized
  metaDescription: Localized
  metaKeywords: Localized
  manufacturer: string
  color: string
  size: string
  price: number
  specialPrice: number | null
  specialFrom: string | null
  specialTo: string | null
  tierPrices: ProductTierPrice[]
  taxClass: string
  contentQuantity: number
  baseUnit: string
  newFrom: string | null
  newTo: string | null
  stockQty: number
  lowStockThreshold: number | null
  weightGrams: number
  bulky: boolean
  deliveryMinDays: number
  deliveryMaxDays: number
  relationCode: string
  sizeGuide: string
  categoryIds: string[]
  upsellSkus: string[]
  /** The related products by SKU ("Passend dazu"). */
  relatedSkus: string[]
  /** Magento's visibility: 4 catalog and search, 2 catalog, 3 search, 1 not visible individually. */
  visibility: number
  /** The store views the product is switched off in. */
  disabledStoreViews: string[]
  images: ProductImage[]
  configurableAttributes: string[]
  variants: ProductVariant[]
  customOptions: ProductCustomOption[]
  merchandise: ProductMerchandise | null
  safety: {
    manufacturerName: string
    manufacturerAddress: string
    manufacturerCountry: string
    manufacturerEmail: string
    notes: Localized
  }
}

export interface ProductDetail {
  id: string
  revision: number
  pricesEditable: boolean
  createdAt: string
  updatedAt: string
  lowest30Days: number
  paths: { locale: string; path: string }[]
  missing: string[]
  product: ProductData
  movements: {
    sku: string
    at: string
    change: number
    qtyAfter: number
    reason: string
    reference: string
    actor: string
  }[]
}

const localized = '{ de en fr }'
const image = `{ key url width height label ${localized} }`
const tier = '{ quantity price percent }'

/** The fields of a ProductDetail the editor reads. */
export const productDetailFields = `id revision createdAt updatedAt lowest30Days pricesEditable paths { locale path } missing
  movements { sku at change qtyAfter reason reference actor }
  product { type sku enabled ean name ${localized} urlKey ${localized} description ${localized}
    materialCare ${localized} sizeInfo ${localized} manufacturerInfo ${localized} metaTitle ${localized}
    metaDescription ${localized} metaKeywords ${localized} manufacturer color size price specialPrice
    specialFrom specialTo tierPrices ${tier} taxClass contentQuantity baseUnit newFrom newTo stockQty lowStockThreshold
    weightGrams bulky deliveryMinDays deliveryMaxDays relationCode sizeGuide categoryIds upsellSkus
    relatedSkus visibility disabledStoreViews
    images ${image} configurableAttributes
    variants { id sku color size price specialPrice stockQty enabled ean weightGrams images ${image} tierPrices ${tier} }
    customOptions { type title ${localized} required maxCharacters price priceType values { title ${localized} price priceType } fileExtensions imageSizeX imageSizeY }
    merchandise { logoWidthMm logoPosition logoType sublimationOptions sublimationPositions }
    safety { manufacturerName manufacturerAddress manufacturerCountry manufacturerEmail notes ${localized} } }`

/** A new product of a type, empty but for its defaults. */
export function newProduct(type: string): ProductData {
  return {
    type,
    sku: '',
    enabled: false,
    ean: '',
    name: emptyLocalized(),
    urlKey: emptyLocalized(),
    description: emptyLocalized(),
    materialCare: emptyLocalized(),
    sizeInfo: emptyLocalized(),
    manufacturerInfo: emptyLocalized(),
    metaTitle: emptyLocalized(),
    metaDescription: emptyLocalized(),
    metaKeywords: emptyLocalized(),
    manufacturer: '',
    color: '',
    size: '',
    price: 0,
    specialPrice: null,
    specialFrom: null,
    specialTo: null,
    tierPrices: [],
    taxClass: 'standard',
    contentQuantity: 0,
    baseUnit: '',
    newFrom: null,
    newTo: null,
    stockQty: 0,
    lowStockThreshold: null,
    weightGrams: 0,
    bulky: false,
    deliveryMinDays: type === 'virtual' ? 0 : 2,
    deliveryMaxDays: type === 'virtual' ? 0 : 4,
    relationCode: '',
    sizeGuide: '',
    categoryIds: [],
    upsellSkus: [],
    relatedSkus: [],
    visibility: 4,
    disabledStoreViews: [],
    images: [],
    configurableAttributes: type === 'configurable' ? ['color', 'size'] : [],
    variants: [],
    customOptions: [],
    merchandise: null,
    safety: {
      manufacturerName: '',
      manufacturerAddress: '',
      manufacturerCountry: '',
      manufacturerEmail: '',
      notes: emptyLocalized(),
    },
  }
}

const stripImage = (im: ProductImage) => ({
  key: im.key,
  width: im.width,
  height: im.height,
  label: im.label,
})

/** The product as saveProduct takes it. */
export function productInput(p: ProductData): Record<string, unknown> {
  return {
    ...p,
    images: p.images.map(stripImage),
    // A variant is named by its SKU; its id is the answer's only.
    variants: p.variants.map((v) => ({ ...v, id: undefined, images: v.images.map(stripImage) })),
  }
}

/**
 * The variants a configurable product lacks for the chosen values: one per
 * combination of colour and size not there yet, with a SKU made of the
 * parent's and the values' codes.
 */
export function missingVariants(
  p: ProductData,
  colors: string[],
  sizes: string[],
): ProductVariant[] {
  const useColor = p.configurableAttributes.includes('color')
  const useSize = p.configurableAttributes.includes('size')
  const cs = useColor ? colors : ['']
  const ss = useSize ? sizes : ['']
  const have = new Set(p.variants.map((v) => v.color + '/' + v.size))
  const out: ProductVariant[] = []
  for (const c of cs) {
    for (const s of ss) {
      if ((useColor && !c) || (useSize && !s) || have.has(c + '/' + s)) continue
      out.push({
        id: null,
        sku: [p.sku, c, s].filter(Boolean).join('-').toUpperCase(),
        color: c,
        size: s,
        price: 0,
        specialPrice: null,
        stockQty: 0,
        enabled: true,
        ean: '',
        weightGrams: 0,
        images: [],
        tierPrices: [],
      })
    }
  }
  return out
}

/** The languages whose texts are incomplete: no name, or no description where German has one. */
export function missingLanguages(p: ProductData): string[] {
  return (['en', 'fr'] as const).filter(
    (l) =>
      p.name[l].trim() === '' || (p.description[l].trim() === '' && p.description.de.trim() !== ''),
  )
}
