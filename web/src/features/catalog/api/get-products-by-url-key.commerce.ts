import { graphql } from '@/gql'
import type { GetProductsByUrlKeyQuery, GetProductsByUrlKeyQueryVariables } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

export const getProductsByUrlKeyDocument = graphql(`
  query GetProductsByUrlKey($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        uid
        sku
        name
        url_key
        meta_title
        meta_description
        description {
          html
        }
        manufacturer
        color
        is_new
        stock_status
        bms_stock_qty
        delivery_time {
          min_days
          max_days
        }
        product_relation_code
        care_size
        base_price_unit
        material_care
        size_info
        manufacturer_info
        size_guide
        media_gallery {
          ...GalleryImageFields
        }
        price_range {
          ...PriceRangeFields
        }
        price_tiers {
          ...TierPriceFields
        }
        categories {
          uid
          name
          url_path
          ... on CategoryTree {
            breadcrumbs {
              category_name
              category_url_path
            }
          }
        }
        merchandise {
          logo_width_mm
          logo_position {
            label
          }
          logo_type {
            label
          }
          sublimation_options {
            label
          }
          sublimation_positions {
            label
          }
        }
        product_safety {
          manufacturer_name
          manufacturer_address
          manufacturer_country
          manufacturer_email
          safety_notes
        }
        alternates {
          locale
          relative_url
        }
        ... on CustomizableProductInterface {
          options {
            __typename
            uid
            title
            required
            sort_order
            ... on CustomizableFieldOption {
              value {
                uid
                price
                price_type
                max_characters
              }
            }
            ... on CustomizableAreaOption {
              value {
                uid
                price
                price_type
                max_characters
              }
            }
            ... on CustomizableFileOption {
              value {
                uid
                price
                price_type
                file_extension
                image_size_x
                image_size_y
              }
            }
            ... on CustomizableRadioOption {
              values: value {
                uid
                title
                sort_order
                price
                price_type
                available_with
              }
            }
            ... on CustomizableDropDownOption {
              values: value {
                uid
                title
                sort_order
                price
                price_type
                available_with
              }
            }
            ... on CustomizableCheckboxOption {
              values: value {
                uid
                title
                sort_order
                price
                price_type
                available_with
              }
            }
          }
        }
        ... on ConfigurableProduct {
          configurable_options {
            attribute_code
            label
            position
            values {
              value_index
              label
              swatch_data {
                value
              }
            }
          }
          variants {
            attributes {
              code
              value_index
            }
            product {
              sku
              stock_status
              bms_stock_qty
              delivery_time {
                min_days
                max_days
              }
              price_range {
                ...PriceRangeFields
              }
              price_tiers {
                ...TierPriceFields
              }
              media_gallery {
                ...GalleryImageFields
              }
            }
          }
        }
        related_products {
          ...ProductCardFields
        }
        upsell_products {
          ...ProductCardFields
        }
      }
    }
  }
`)

export function getProductsByUrlKey(
  locale: Locale,
  variables: GetProductsByUrlKeyQueryVariables,
  signal?: AbortSignal,
): Promise<GetProductsByUrlKeyQuery> {
  return commerce.request(getProductsByUrlKeyDocument, locale, variables, signal)
}

/** A product by its url key, with everything its page shows, variants and upsells included. */
export function productQueryOptions(locale: Locale, urlKey: string) {
  return commerce.queryOptions(getProductsByUrlKeyDocument, locale, { urlKey })
}

export function useProductsByUrlKey<TData = GetProductsByUrlKeyQuery>(
  locale: Locale,
  urlKey: string,
  { queryConfig }: { queryConfig?: QueryConfig<GetProductsByUrlKeyQuery, TData> } = {},
) {
  return useConfiguredQuery(productQueryOptions(locale, urlKey), queryConfig)
}
