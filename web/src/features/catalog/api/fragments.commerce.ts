import { graphql } from '@/gql'

/**
 * The selections several catalogue requests share. The client preset adds
 * a fragment's definition to every document that spreads it.
 */
export const productPriceFragment = graphql(`
  fragment ProductPriceFields on ProductPrice {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
    lowest_price_30_days {
      value
      currency
    }
    base_price {
      value
      currency
    }
  }
`)

export const priceRangeFragment = graphql(`
  fragment PriceRangeFields on PriceRange {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      final_price {
        value
        currency
      }
    }
  }
`)

export const productCardFragment = graphql(`
  fragment ProductCardFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    manufacturer
    is_new
    stock_status
    care_size
    base_price_unit
    rating_summary
    review_count
    small_image {
      label
      width
      height
      sizes {
        small
        medium
      }
    }
    price_range {
      ...PriceRangeFields
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        values {
          value_index
          label
          swatch_data {
            value
          }
        }
      }
    }
  }
`)

export const galleryImageFragment = graphql(`
  fragment GalleryImageFields on MediaGalleryInterface {
    label
    position
    disabled
    ... on ProductImage {
      width
      height
      sizes {
        small
        medium
        large
        xlarge
      }
    }
  }
`)

export const menuCategoryFragment = graphql(`
  fragment MenuCategoryFields on CategoryTree {
    uid
    name
    url_path
    include_in_menu
    position
    image
  }
`)

/**
 * A page of a product listing: its products, and with the first page the
 * facets and the orders of the whole result ($withAggregations is a
 * variable of every operation that spreads this).
 */
export const productListingFragment = graphql(`
  fragment ProductListingFields on Products {
    total_count
    items {
      ...ProductCardFields
    }
    aggregations @include(if: $withAggregations) {
      attribute_code
      label
      position
      options {
        label
        value
        count
      }
    }
    sort_fields @include(if: $withAggregations) {
      default
      options {
        value
      }
    }
  }
`)
