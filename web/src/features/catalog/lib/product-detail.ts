import type { GetProductsByUrlKeyQuery, ProductCardFieldsFragment } from '@/gql/graphql'
import type { LocalizedUrl } from '@/lib/alternates'
import { present, toGallery, toPriceRange, type ImageSizes, type PriceRange } from './product'
import { toTierPrices, type TierPrice } from './tier-prices'
import { categoryTrail, type Crumb } from './trail'

export type ProductItem = NonNullable<
  NonNullable<NonNullable<GetProductsByUrlKeyQuery['products']>['items']>[number]
>

export interface DeliveryTime {
  minDays: number
  maxDays: number
}

/** What decides whether and when a product or variant can be delivered. */
export interface Availability {
  sku: string
  inStock: boolean
  /** The stock the merchandise system reports; null when unknown. */
  stockQty: number | null
  delivery: DeliveryTime | null
  price: PriceRange
  gallery: ImageSizes[]
  /** Quantity prices below the price of one piece (a variant's own or its parent's). */
  tiers: TierPrice[]
}

export interface ConfigurableValue {
  index: number
  label: string
  /** A colour value's hex colour. */
  swatch?: string
}

export interface ConfigurableOption {
  /** The attribute code, also the URL parameter of the choice (color, size). */
  code: string
  label: string
  values: ConfigurableValue[]
}

export interface Variant extends Availability {
  /** Attribute code → the value index this variant has. */
  attributes: ReadonlyMap<string, number>
}

/** How a surcharge is given: euros (FIXED) or per cent of the price (PERCENT). */
export type PriceType = 'FIXED' | 'PERCENT' | 'DYNAMIC'

/** A surcharge: euros for FIXED, per cent of the (variant's) price for PERCENT. */
export interface Surcharge {
  price: number | null
  priceType: PriceType | null
}

/**
 * A text the customer enters: one line (field, a name to embroider) or
 * several (area, an embroidery text); `uid` is the value's, which the cart takes.
 */
export interface TextOption extends Surcharge {
  kind: 'field' | 'area'
  uid: string
  title: string
  required: boolean
  maxCharacters: number | null
}

/**
 * A file the customer uploads (a club logo) before adding: the extensions
 * it takes (png, jpg, pdf) and an image's largest width and height in
 * pixels (0: any). `uid` is the value's; the cart takes the upload's token by it.
 */
export interface FileOption extends Surcharge {
  kind: 'file'
  uid: string
  title: string
  required: boolean
  extensions: string[]
  maxWidth: number
  maxHeight: number
}

export interface ChoiceValue extends Surcharge {
  uid: string
  title: string
  /**
   * Values of options above that this one needs: it is offered only when, for
   * every option they belong to, one of them is chosen (the server refuses it
   * otherwise). Empty: always offered.
   */
  availableWith: readonly string[]
}

/**
 * One value from a list (drop_down) or radio buttons (radio), or any number
 * to tick (checkbox): a club logo's type, a cord's colour, sublimation extras.
 */
export interface ChoiceOption {
  kind: 'drop_down' | 'radio' | 'checkbox'
  uid: string
  title: string
  required: boolean
  values: ChoiceValue[]
}

/** A customizable option of the catalogue (Magento's CustomizableOptionInterface). */
export type CustomOption = TextOption | ChoiceOption | FileOption

/** Whether the option offers values to choose (drop-down, radio, checkbox). */
export function isChoiceOption(option: CustomOption): option is ChoiceOption {
  return option.kind === 'drop_down' || option.kind === 'radio' || option.kind === 'checkbox'
}

export interface ProductCategory {
  uid: string
  name: string
  path: string
  /** The category's ancestors and itself. */
  trail: Crumb[]
}

/** Everything a product page shows, in plain shapes. */
export interface ProductDetail extends Availability {
  uid: string
  name: string
  metaTitle: string | null
  metaDescription: string | null
  descriptionHtml: string
  manufacturerId: number | null
  colorId: number | null
  isNew: boolean
  relationCode: string | null
  careSize: string | null
  basePriceUnit: string | null
  materialCare: string | null
  sizeInfo: string | null
  manufacturerInfo: string | null
  /** The CMS block with the size guide that fits the product, if any. */
  sizeGuide: string | null
  categories: ProductCategory[]
  /** As the API sends them; the information tabs read them (lib/product-information). */
  merchandise: ProductItem['merchandise']
  safety: ProductItem['product_safety']
  alternates: LocalizedUrl[]
  /** The customizable options, in their order. */
  customOptions: CustomOption[]
  configurableOptions: ConfigurableOption[]
  variants: Variant[]
  /** As the API sends them; the upsells below the fold make cards of them. */
  upsells: ProductCardFieldsFragment[]
  /** The related products ("Passend dazu"), shown like the upsells. */
  related: ProductCardFieldsFragment[]
}

function toDelivery(
  delivery: { min_days: number; max_days: number } | null | undefined,
): DeliveryTime | null {
  return delivery ? { minDays: delivery.min_days, maxDays: delivery.max_days } : null
}

function blankToNull(text: string | null | undefined): string | null {
  return text?.trim() ? text : null
}

export function toProductDetail(item: ProductItem): ProductDetail {
  const name = item.name ?? ''
  const isConfigurable = 'variants' in item
  const customOptions: CustomOption[] =
    'options' in item
      ? present(item.options)
          .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
          .flatMap((option): CustomOption[] => {
            const common = {
              title: option.title ?? '',
              required: option.required === true,
            }
            if (
              option.__typename === 'CustomizableFieldOption' ||
              option.__typename === 'CustomizableAreaOption'
            ) {
              const value = option.value
              if (!value) return []
              return [
                {
                  kind: option.__typename === 'CustomizableAreaOption' ? 'area' : 'field',
                  uid: value.uid,
                  ...common,
                  maxCharacters: value.max_characters ?? null,
                  price: value.price ?? null,
                  priceType: value.price_type ?? null,
                },
              ]
            }
            if (option.__typename === 'CustomizableFileOption') {
              const value = option.value
              if (!value) return []
              return [
                {
                  kind: 'file',
                  uid: value.uid,
                  ...common,
                  extensions: (value.file_extension ?? '')
                    .split(/[\s,]+/)
                    .map((extension) => extension.trim().toLowerCase())
                    .filter(Boolean),
                  maxWidth: value.image_size_x ?? 0,
                  maxHeight: value.image_size_y ?? 0,
                  price: value.price ?? null,
                  priceType: value.price_type ?? null,
                },
              ]
            }
            const values = present(option.values)
              .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
              .map((value) => ({
                uid: value.uid,
                title: value.title ?? '',
                price: value.price ?? null,
                priceType: value.price_type ?? null,
                availableWith: value.available_with,
              }))
            if (values.length === 0) return []
            return [
              {
                kind:
                  option.__typename === 'CustomizableDropDownOption'
                    ? 'drop_down'
                    : option.__typename === 'CustomizableRadioOption'
                      ? 'radio'
                      : 'checkbox',
                uid: option.uid,
                ...common,
                values,
              },
            ]
          })
      : []
  const configurableOptions: ConfigurableOption[] = isConfigurable
    ? present(item.configurable_options)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .flatMap((option) =>
          option.attribute_code
            ? [
                {
                  code: option.attribute_code,
                  label: option.label ?? option.attribute_code,
                  values: present(option.values).flatMap((value) =>
                    value.value_index === null
                      ? []
                      : [
                          {
                            index: value.value_index,
                            label: value.label ?? String(value.value_index),
                            ...(value.swatch_data?.value
                              ? { swatch: value.swatch_data.value }
                              : {}),
                          },
                        ],
                  ),
                },
              ]
            : [],
        )
    : []
  const variants: Variant[] = isConfigurable
    ? present(item.variants).flatMap((variant) => {
        const product = variant.product
        if (!product) return []
        return [
          {
            attributes: new Map(
              present(variant.attributes).flatMap((attribute) =>
                attribute.code && attribute.value_index !== null
                  ? [[attribute.code, attribute.value_index] as const]
                  : [],
              ),
            ),
            sku: product.sku ?? '',
            inStock: product.stock_status !== 'OUT_OF_STOCK',
            stockQty: product.bms_stock_qty,
            delivery: toDelivery(product.delivery_time),
            price: toPriceRange(product.price_range),
            gallery: toGallery(product.media_gallery, name),
            tiers: toTierPrices(product.price_tiers),
          },
        ]
      })
    : []

  return {
    uid: item.uid,
    sku: item.sku ?? '',
    name,
    metaTitle: blankToNull(item.meta_title),
    metaDescription: blankToNull(item.meta_description),
    descriptionHtml: item.description?.html ?? '',
    manufacturerId: item.manufacturer,
    colorId: item.color,
    isNew: item.is_new === true,
    inStock: item.stock_status !== 'OUT_OF_STOCK',
    stockQty: item.bms_stock_qty,
    delivery: toDelivery(item.delivery_time),
    relationCode: blankToNull(item.product_relation_code),
    careSize: blankToNull(item.care_size),
    basePriceUnit: blankToNull(item.base_price_unit),
    materialCare: blankToNull(item.material_care),
    sizeInfo: blankToNull(item.size_info),
    manufacturerInfo: blankToNull(item.manufacturer_info),
    sizeGuide: blankToNull(item.size_guide),
    price: toPriceRange(item.price_range),
    gallery: toGallery(item.media_gallery, name),
    tiers: toTierPrices(item.price_tiers),
    categories: present(item.categories).map((category) => ({
      uid: category.uid,
      name: category.name ?? '',
      path: category.url_path ?? '',
      trail: categoryTrail({
        name: category.name,
        url_path: category.url_path,
        breadcrumbs: 'breadcrumbs' in category ? category.breadcrumbs : [],
      }),
    })),
    merchandise: item.merchandise,
    safety: item.product_safety,
    alternates: item.alternates,
    customOptions,
    configurableOptions,
    variants,
    upsells: present(item.upsell_products),
    related: present(item.related_products),
  }
}
