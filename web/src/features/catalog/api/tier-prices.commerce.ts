import { graphql } from '@/gql'

/** A tier price as the product page shows it: from how many pieces, each at what, per base unit. */
export const tierPriceFragment = graphql(`
  fragment TierPriceFields on TierPrice {
    quantity
    final_price {
      value
      currency
    }
    base_price {
      value
      currency
    }
  }
`)
