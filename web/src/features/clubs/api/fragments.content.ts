import { graphql } from '@/gql-content'

/** A club as lists, the club-shop header and the club cookie need it. */
export const clubSummaryFragment = graphql(`
  fragment ClubSummaryFields on Club {
    id
    name
    listName
    slug
    skuPrefix
    bannerColor
    bannerLayout
    shopRootCategoryId
    logo {
      url
      alt
      width
      height
    }
  }
`)
