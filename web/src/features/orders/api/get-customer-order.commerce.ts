import { graphql } from '@/gql'
import type { GetCustomerOrderQuery } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useConfiguredQuery, type QueryConfig } from '@/lib/react-query'

/** An order's address as the detail shows it. */
export const OrderAddressFields = graphql(`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    company
    street
    postcode
    city
    region
    country_code
  }
`)

/**
 * Everything the order detail shows of an order: items with their options,
 * quantities and prices, totals with discounts, shipping and VAT per rate,
 * addresses, shipping and payment (a bank transfer's details in
 * additional_data), shipments with their dates and tracking, the returns
 * with their status, items and label, the items still eligible for a
 * return, the invoice and credit notes with their download links (for the
 * customer's session), the order's history (placed, paid, refunded,
 * cancelled) and what the customer may do with it now (available_actions:
 * CANCEL, RETURN). The order query and cancelOrder answer it alike, so a
 * cancellation's answer takes the query's place.
 */
export const CustomerOrderDetailFields = graphql(`
  fragment CustomerOrderDetailFields on CustomerOrder {
    id
    number
    order_date
    status
    is_virtual
    items {
      id
      product_name
      product_sku
      product_url_key
      product_sale_price {
        value
        currency
      }
      discounts {
        amount {
          value
          currency
        }
        label
      }
      selected_options {
        label
        value
      }
      entered_options {
        label
        value
      }
      quantity_ordered
      quantity_shipped
      quantity_canceled
      quantity_refunded
      quantity_return_requested
      quantity_return_received
    }
    total {
      subtotal_incl_tax {
        value
        currency
      }
      discounts {
        amount {
          value
          currency
        }
        label
      }
      total_shipping {
        value
        currency
      }
      grand_total {
        value
        currency
      }
      taxes {
        amount {
          value
          currency
        }
        title
        rate
      }
    }
    shipping_address {
      ...OrderAddressFields
    }
    billing_address {
      ...OrderAddressFields
    }
    shipping_method
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    shipments {
      id
      number
      shipped_at
      delivered_at
      tracking {
        title
        carrier
        number
        url
      }
    }
    returns {
      items {
        uid
        number
        created_at
        status
        label_url
        prepaid_label
        shipping {
          tracking {
            uid
            tracking_number
            carrier {
              uid
              label
            }
          }
        }
        items {
          uid
          order_item {
            id
            product_name
            product_sku
          }
          request_quantity
          quantity
          reason {
            code
            label
          }
        }
      }
    }
    items_eligible_for_return {
      id
    }
    invoices {
      id
      number
      issued_at
      total {
        grand_total {
          value
          currency
        }
      }
      pdf_url
      e_invoice_url
    }
    credit_memos {
      id
      number
      issued_at
      invoice_number
      total {
        grand_total {
          value
          currency
        }
      }
      pdf_url
      e_invoice_url
    }
    comments {
      timestamp
      message
    }
    available_actions
  }
`)

/**
 * One of the signed-in customer's orders by its number (Magento's
 * customer.orders with filter.number.eq), with the detail's fields
 * (CustomerOrderDetailFields). Another customer's number and an unknown
 * one answer alike: no order (or NOT_FOUND).
 */
export const GetCustomerOrderDocument = graphql(`
  query GetCustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...CustomerOrderDetailFields
        }
      }
    }
  }
`)

export type CustomerOrder = NonNullable<
  NonNullable<NonNullable<GetCustomerOrderQuery['customer']>['orders']>['items'][number]
>
export type CustomerOrderItem = NonNullable<NonNullable<CustomerOrder['items']>[number]>

export function getCustomerOrder(
  locale: Locale,
  number: string,
  signal?: AbortSignal,
): Promise<GetCustomerOrderQuery> {
  return commerce.request(GetCustomerOrderDocument, locale, { number }, signal)
}

/**
 * An order in a language (status, method names and VAT titles follow it),
 * asked again on every visit: its status, payment and shipments change on
 * the server.
 */
export function customerOrderQueryOptions(locale: Locale, number: string) {
  return { ...commerce.queryOptions(GetCustomerOrderDocument, locale, { number }), staleTime: 0 }
}

/** Every cached order, in every language. */
export const customerOrderOperationKey = commerce.operationKey(GetCustomerOrderDocument)

export function useCustomerOrder<TData = GetCustomerOrderQuery>(
  locale: Locale,
  number: string,
  { queryConfig }: { queryConfig?: QueryConfig<GetCustomerOrderQuery, TData> } = {},
) {
  return useConfiguredQuery(customerOrderQueryOptions(locale, number), queryConfig)
}
