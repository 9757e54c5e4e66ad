import { graphql } from '@/gql'

/**
 * Everything the mini cart and the cart page show of a cart, as every cart
 * operation answers it (the cart's id included, which only ever goes into
 * the paddock_cart cookie and the next operation's variables).
 */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    total_quantity
    is_virtual
    items {
      uid
      quantity
      is_available
      price_when_added {
        value
        currency
      }
      price_changed
      unavailable
      errors {
        code
        message
      }
      prices {
        price_including_tax {
          value
          currency
        }
        row_total_including_tax {
          value
          currency
        }
        original_item_price {
          value
          currency
        }
        total_item_discount {
          value
          currency
        }
      }
      product {
        uid
        sku
        name
        url_key
        url_suffix
        small_image {
          label
          width
          height
          sizes {
            small
            medium
          }
        }
      }
      ... on SimpleCartItem {
        customizable_options {
          ...SelectedOptionFields
        }
      }
      ... on VirtualCartItem {
        customizable_options {
          ...SelectedOptionFields
        }
      }
      ... on ConfigurableCartItem {
        customizable_options {
          ...SelectedOptionFields
        }
        configurable_options {
          configurable_product_option_uid
          option_label
          value_label
        }
        configured_variant {
          uid
          sku
          small_image {
            label
            width
            height
            sizes {
              small
              medium
            }
          }
        }
      }
    }
    applied_coupons {
      code
      label
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_including_tax {
        value
        currency
      }
      discounts {
        amount {
          value
          currency
        }
        label
        applied_to
      }
      applied_taxes {
        amount {
          value
          currency
        }
        label
        rate
      }
      shipping_including_tax {
        value
        currency
      }
    }
    delivery_window {
      earliest
      latest
    }
    shipping_estimate {
      country_code
      available
      error_message
      amount {
        value
        currency
      }
      free_shipping_from {
        value
        currency
      }
      amount_to_free_shipping {
        value
        currency
      }
      free_by_coupon
      export
    }
  }
`)

/** A customizable option as an item carries it: its title and the value chosen or entered. */
export const SelectedOptionFields = graphql(`
  fragment SelectedOptionFields on SelectedCustomizableOption {
    customizable_option_uid
    label
    type
    sort_order
    values {
      customizable_option_value_uid
      label
      value
      price {
        value
        units
        type
      }
    }
  }
`)
