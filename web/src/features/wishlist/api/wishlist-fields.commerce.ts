import { graphql } from '@/gql'

/**
 * A product as the wish list shows it: name, image, link, price now and
 * stock. The client preset adds a fragment's definition to every document
 * that spreads it.
 */
export const WishlistProductFields = graphql(`
  fragment WishlistProductFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    stock_status
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
      minimum_price {
        final_price {
          value
          currency
        }
        regular_price {
          value
          currency
        }
      }
    }
  }
`)
