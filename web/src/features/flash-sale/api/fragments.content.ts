import { graphql } from '@/gql-content'

/** A sales event's window, its settings and where its countdown stands by server time. */
export const salesEventFragment = graphql(`
  fragment SalesEventFields on SalesEvent {
    id
    title
    slug
    from
    to
    repeat
    settings {
      isPrivateSale
      salesType
      categoryId
      singleProductSku
    }
    countdown {
      state
      startsAt
      endsAt
      serverTime
    }
  }
`)
