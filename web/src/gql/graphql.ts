/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ApplyCouponToCartInput = {
  cart_id: string;
  coupon_code: string;
};

export type AttributeInput = {
  attribute_code?: string | null | undefined;
  entity_type?: string | null | undefined;
};

export type BillingAddressInput = {
  address?: CartAddressInput | null | undefined;
  customer_address_id?: number | null | undefined;
  /** Bill to the shipping address already set. */
  same_as_shipping?: boolean | null | undefined;
  /** Also use this address for shipping. */
  use_for_shipping?: boolean | null | undefined;
};

export type CancelOrderErrorCode =
  | 'INVALID_ORDER_STATUS'
  | 'ORDER_CANCELLATION_DISABLED'
  | 'ORDER_NOT_FOUND'
  | 'PARTIAL_ORDER_ITEM_SHIPPED'
  | 'UNAUTHORISED'
  | 'UNDEFINED';

/** Defines the order to cancel. */
export type CancelOrderInput = {
  /** The order's id (CustomerOrder.id). */
  order_id: string;
  /** One of storeConfig.order_cancellation_reasons' descriptions, in the Store header's language. */
  reason: string;
};

/**
 * An address for a cart. street: the street and house number, then
 * optionally a second line; company is the "address addition, c/o" line. A
 * region of a country with a region list by region_id (or its code or name
 * in region); for other countries region is the text typed.
 */
export type CartAddressInput = {
  city: string;
  company?: string | null | undefined;
  country_code: string;
  /** Not kept. */
  fax?: string | null | undefined;
  firstname: string;
  lastname: string;
  /** Not kept. */
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  /** Not kept. */
  prefix?: string | null | undefined;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  /**
   * For a signed-in customer: add the address to the address book when the
   * order is placed. Ignored for guests.
   */
  save_in_address_book?: boolean | null | undefined;
  street: Array<string>;
  /** Not kept. */
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CartDiscountType =
  | 'ITEM'
  | 'SHIPPING';

export type CartItemErrorType =
  | 'ITEM_INCREMENTS'
  | 'ITEM_QTY'
  | 'UNDEFINED';

/**
 * A product to add. For a configurable product send its sku with the uids
 * of the chosen values of every configurable option in selected_options
 * (ConfigurableProductOptionsValues.uid), or the variant's sku with
 * parent_sku. Customizable options: the uids of chosen drop-down, radio and
 * checkbox values in selected_options (CustomizableDropDownValue.uid,
 * CustomizableRadioValue.uid, CustomizableCheckboxValue.uid), texts for
 * fields and areas in entered_options by the option's uid
 * (CustomizableFieldValue.uid, CustomizableAreaValue.uid), and for a file
 * option the token its upload to this cart answered, by
 * CustomizableFileValue.uid.
 */
export type CartItemInput = {
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  parent_sku?: string | null | undefined;
  /** A whole number from 1 to 999. */
  quantity: number;
  selected_options?: Array<string> | null | undefined;
  sku: string;
};

export type CartItemUpdateInput = {
  /** @deprecated Use `cart_item_uid` instead. */
  cart_item_id?: number | null | undefined;
  cart_item_uid?: string | null | undefined;
  /** 0 or less removes the item; else a whole number up to 999. */
  quantity?: number | null | undefined;
};

export type CartUserInputErrorType =
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

/** ISO 3166-1 alpha-2 country codes, as Magento lists them. */
export type CountryCodeEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AN'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'ST'
  | 'SV'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

export type CreateProductReviewInput = {
  nickname: string;
  ratings: Array<ProductReviewRatingInput>;
  sku: string;
  /** The review's title. */
  summary: string;
  text: string;
};

export type CreateReturnRequestInput = {
  /** A note for the shop, at most 1000 characters. */
  comment?: string | null | undefined;
  incrementId: string;
  items: Array<CreateReturnRequestItemInput>;
};

export type CreateReturnRequestItemInput = {
  /** An id of CustomerOrder.items. */
  order_item_id: string;
  quantity: number;
  /** A code of returnReasons. */
  reason: string;
};

export type CurrencyEnum =
  | 'EUR';

export type CustomerAddressInput = {
  city?: string | null | undefined;
  /** The company, or the address addition (c/o). */
  company?: string | null | undefined;
  country_code?: CountryCodeEnum | null | undefined;
  /** @deprecated Use `country_code` instead. */
  country_id?: CountryCodeEnum | null | undefined;
  default_billing?: boolean | null | undefined;
  default_shipping?: boolean | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  postcode?: string | null | undefined;
  region?: CustomerAddressRegionInput | null | undefined;
  /** The street and house number, then an optional second line (at most two). */
  street?: Array<string | null | undefined> | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

/** A region by any of its id, code or name. */
export type CustomerAddressRegionInput = {
  region?: string | null | undefined;
  region_code?: string | null | undefined;
  region_id?: number | null | undefined;
};

export type CustomerCreateInput = {
  /** Lets the shop's staff open the shop as the customer to help (Magento's LoginAsCustomer); off unless given. */
  allow_remote_shopping_assistance?: boolean | null | undefined;
  /** YYYY-MM-DD. */
  date_of_birth?: string | null | undefined;
  /** @deprecated Use `date_of_birth` instead. */
  dob?: string | null | undefined;
  email: string;
  firstname: string;
  is_subscribed?: boolean | null | undefined;
  lastname: string;
  /** At least 8 characters from 3 of the 4 classes upper case, lower case, digit and special character. */
  password?: string | null | undefined;
};

export type CustomerUpdateInput = {
  /** Allows or withdraws remote shopping assistance; null keeps it. */
  allow_remote_shopping_assistance?: boolean | null | undefined;
  date_of_birth?: string | null | undefined;
  /** @deprecated Use `date_of_birth` instead. */
  dob?: string | null | undefined;
  firstname?: string | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname?: string | null | undefined;
};

export type EnteredOptionInput = {
  uid: string;
  value: string;
};

export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeInput = {
  match?: string | null | undefined;
};

export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type GuestOrderInformationInput = {
  /** The email address the order was placed with. */
  email: string;
  /** The billing address's last name. */
  lastname: string;
  /** The order number. */
  number: string;
};

export type HelpdeskTicketChannel =
  | 'CONTACT_FORM';

export type HelpdeskTicketInput = {
  channel: HelpdeskTicketChannel;
  email: string;
  /** A field people never see; it must be empty. */
  honeypot?: string | null | undefined;
  /** Up to 5000 characters. */
  message: string;
  /** Up to 100 characters. */
  name: string;
  /** Up to 200 characters. */
  subject: string;
  /** Optional: digits, spaces and + - / ( ) ., up to 30 characters. */
  telephone?: string | null | undefined;
};

export type MollieProcessTransactionInput = {
  /** The payment token returned by placeOrder and added to the return URL. */
  payment_token: string;
};

export type MollieResetCartInput = {
  /** The cart the order was placed from. */
  cart_id: string;
};

/** The actions a customer may take on an order now. */
export type OrderActionType =
  | 'CANCEL'
  | 'REORDER'
  | 'RETURN';

export type PaymentMethodInput = {
  code: string;
  /** Not kept: the shop takes no purchase orders. */
  purchase_order_number?: string | null | undefined;
};

/** A payment's status, as Mollie names them. */
export type PaymentStatusEnum =
  | 'AUTHORIZED'
  | 'CANCELED'
  | 'COMPLETED'
  | 'CREATED'
  | 'ERROR'
  | 'EXPIRED'
  | 'FAILED'
  | 'OPEN'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED'
  | 'SHIPPING';

export type PaymentTokenInput = {
  /** The payment token placeOrder returned (mollie_payment_token), as the return URL carries it. */
  payment_token: string;
};

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export type PlaceOrderInput = {
  cart_id: string;
  /**
   * The grand total the customer saw beside the order button: an order
   * that would cost anything else (a price or a coupon changed meanwhile) is
   * refused with UNABLE_TO_PLACE_ORDER and nothing is placed, so nobody pays
   * other than what the button showed (§312j BGB). (Paddock)
   */
  expected_grand_total?: number | null | undefined;
};

export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

export type ProductAttributeFilterInput = {
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  category_url_path?: FilterEqualTypeInput | null | undefined;
  color?: FilterEqualTypeInput | null | undefined;
  manufacturer?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  /** Euro amounts; from inclusive, to exclusive. */
  price?: FilterRangeTypeInput | null | undefined;
  product_relation_code?: FilterEqualTypeInput | null | undefined;
  size?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
};

/** At most one field; position (in the filtered category) or relevance by default. */
export type ProductAttributeSortInput = {
  name?: SortEnum | null | undefined;
  /** By the new-from date (news_from_date); products never marked new come after every marked one, by creation. DESC lists the newest first. */
  new?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

/** Paddock: whether the signed-in customer may review a product now. */
export type ProductReviewEligibility =
  /** The customer reviewed it already. */
  | 'ALREADY_REVIEWED'
  /** Bought and not reviewed yet. */
  | 'CAN_REVIEW'
  /** No paid order of the customer holds the product. */
  | 'NOT_PURCHASED'
  /** Nobody is signed in. */
  | 'SIGN_IN_REQUIRED';

export type ProductReviewRatingInput = {
  /** Base64 encoded rating ID. */
  id: string;
  /** Base64 encoded rating value id. */
  value_id: string;
};

/** Paddock: where a review stands in the shop's check. */
export type ProductReviewStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type RemoveCouponFromCartInput = {
  cart_id: string;
};

export type RemoveItemFromCartInput = {
  cart_id: string;
  /** @deprecated Use `cart_item_uid` instead. */
  cart_item_id?: number | null | undefined;
  cart_item_uid?: string | null | undefined;
};

/** SPEC.md section 4's reasons a return is refused. */
export type ReturnRefusalCode =
  | 'ALREADY_FULLY_RETURNED'
  | 'DESTINATION_NOT_GERMANY'
  | 'INDIVIDUALISED_ITEMS'
  | 'NOT_FULLY_SHIPPED'
  | 'ORDER_STATUS_NOT_RETURNABLE'
  | 'RETURN_DATA_UNAVAILABLE'
  | 'RETURN_PERIOD_EXPIRED';

/** Adobe Commerce's return statuses; Paddock uses PENDING (requested), RECEIVED, PROCESSED_AND_CLOSED (refunded) and REJECTED (refused). */
export type ReturnStatus =
  | 'APPROVED'
  | 'AUTHORIZED'
  | 'CLOSED'
  | 'DENIED'
  | 'PARTIALLY_APPROVED'
  | 'PARTIALLY_AUTHORIZED'
  | 'PARTIALLY_RECEIVED'
  | 'PARTIALLY_REJECTED'
  | 'PENDING'
  | 'PROCESSED_AND_CLOSED'
  | 'RECEIVED'
  | 'REJECTED';

export type SetBillingAddressOnCartInput = {
  billing_address: BillingAddressInput;
  cart_id: string;
};

export type SetGuestEmailOnCartInput = {
  cart_id: string;
  email: string;
};

export type SetPaymentMethodOnCartInput = {
  cart_id: string;
  payment_method: PaymentMethodInput;
};

export type SetShippingAddressesOnCartInput = {
  cart_id: string;
  /** Exactly one: the shop ships an order to one address. */
  shipping_addresses: Array<ShippingAddressInput>;
};

export type SetShippingMethodsOnCartInput = {
  cart_id: string;
  /** Exactly one. */
  shipping_methods: Array<ShippingMethodInput>;
};

export type ShippingAddressInput = {
  address?: CartAddressInput | null | undefined;
  /** A saved address of the signed-in customer; or address, not both. */
  customer_address_id?: number | null | undefined;
  /** Not kept: the shop takes no delivery notes. */
  customer_notes?: string | null | undefined;
};

export type ShippingMethodInput = {
  carrier_code: string;
  method_code: string;
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type UpdateCartItemsInput = {
  cart_id: string;
  cart_items: Array<CartItemUpdateInput>;
};

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

export type WishlistItemInput = {
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string> | null | undefined;
  /** The product's SKU; for a configurable product the variant's, with parent_sku. */
  sku: string;
};

export type WithdrawalInput = {
  email: string;
  /** Items of the signed-in customer's own order; refused for any other number. */
  items?: Array<WithdrawalItemInput> | null | undefined;
  /** The items in the customer's words, at most 2000 characters. */
  items_text?: string | null | undefined;
  name: string;
  /** The order number as the customer has it. */
  order_number: string;
  /** The whole order; otherwise items (a signed-in customer's own order) or items_text name what is withdrawn. */
  whole_order: boolean;
};

export type WithdrawalItemInput = {
  /** An id of CustomerOrder.items. */
  order_item_id: string;
  quantity: number;
};

export type ConfirmCustomerEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmCustomerEmailChangeMutation = { confirmCustomerEmailChange: boolean | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerMutation = { createCustomerV2: { customer: { email: string | null } } | null };

export type IsEmailAvailableQueryVariables = Exact<{
  email: string;
}>;


export type IsEmailAvailableQuery = { isEmailAvailable: { is_email_available: boolean | null } | null };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetEmailMutation = { requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  resetPasswordToken: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean | null };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null }, user_errors: Array<
      | { code: CartUserInputErrorType, message: string }
      | { code: CartUserInputErrorType, message: string }
    > } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  input: ApplyCouponToCartInput;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type CartFieldsFragment = { id: string, total_quantity: number, is_virtual: boolean, items: Array<
    | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
        | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
      , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
       }
    | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
       }
    | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
       }
   | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null };

export type SelectedOptionFieldsFragment = { customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> };

export type CreateGuestCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateGuestCartMutation = { createGuestCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null } | null };

export type GetCartQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCartQuery = { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
     | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

export type GetCustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerCartQuery = { customerCart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
     | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } };

export type MergeCartsMutationVariables = Exact<{
  sourceCartId: string;
  destinationCartId?: string | null | undefined;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
         }
     | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } };

export type RemoveCouponFromCartMutationVariables = Exact<{
  input: RemoveCouponFromCartInput;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  input: RemoveItemFromCartInput;
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  input: UpdateCartItemsInput;
}>;


export type UpdateCartItemsMutation = { updateCartItems: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null }, errors: Array<{ code: CartUserInputErrorType, message: string }> } | null };

export type ProductPriceFieldsFragment = { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null };

export type PriceRangeFieldsFragment = { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null };

type ProductCardFields_ConfigurableProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCardFields_SimpleProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCardFields_VirtualProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

export type ProductCardFieldsFragment =
  | ProductCardFields_ConfigurableProduct_Fragment
  | ProductCardFields_SimpleProduct_Fragment
  | ProductCardFields_VirtualProduct_Fragment
;

export type GalleryImageFieldsFragment = { width: number | null, height: number | null, label: string | null, position: number | null, disabled: boolean | null, sizes: { small: string, medium: string, large: string, xlarge: string } | null };

export type MenuCategoryFieldsFragment = { uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null };

export type ProductListingFieldsFragment = { total_count: number | null, items: Array<
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
   | null> | null, aggregations?: Array<{ attribute_code: string, label: string | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields?: { default: string | null, options: Array<{ value: string | null } | null> | null } | null };

export type GetAttributesMetaDataQueryVariables = Exact<{
  attributes: Array<AttributeInput> | AttributeInput;
}>;


export type GetAttributesMetaDataQuery = { customAttributeMetadata: { items: Array<{ attribute_code: string | null, label: string | null, attribute_options: Array<{ value: string | null, label: string | null, swatch: string | null } | null> | null } | null> | null } | null };

export type GetAvailableStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAvailableStoresQuery = { availableStores: Array<{ store_code: string | null, root_category_uid: string | null } | null> | null };

export type GetCategoryByUidQueryVariables = Exact<{
  uid: string;
}>;


export type GetCategoryByUidQuery = { categories: { items: Array<{ uid: string, name: string | null, level: number | null, url_path: string | null, description: string | null, meta_title: string | null, meta_description: string | null, image: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, product_count: number | null } | null> | null, alternates: Array<{ locale: string, relative_url: string }> } | null> | null } | null };

export type GetCategoryChildrenByUidQueryVariables = Exact<{
  uid: string;
}>;


export type GetCategoryChildrenByUidQuery = { categories: { items: Array<{ uid: string, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type GetCmsBlocksQueryVariables = Exact<{
  identifiers?: Array<string | null | undefined> | string | null | undefined;
}>;


export type GetCmsBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type GetProductsByCategoryUIdsQueryVariables = Exact<{
  uids: Array<string> | string;
  categoryIds?: FilterEqualTypeInput | null | undefined;
  manufacturer?: FilterEqualTypeInput | null | undefined;
  color?: FilterEqualTypeInput | null | undefined;
  size?: FilterEqualTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  page: number;
  pageSize: number;
  withAggregations: boolean;
}>;


export type GetProductsByCategoryUIdsQuery = { products: { total_count: number | null, items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null, aggregations?: Array<{ attribute_code: string, label: string | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields?: { default: string | null, options: Array<{ value: string | null } | null> | null } | null } | null };

export type GetProductsByQueryQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: ProductAttributeFilterInput | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
  withAggregations: boolean;
}>;


export type GetProductsByQueryQuery = { products: { total_count: number | null, items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null, aggregations?: Array<{ attribute_code: string, label: string | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields?: { default: string | null, options: Array<{ value: string | null } | null> | null } | null } | null };

export type GetProductsByRelationCodeQueryVariables = Exact<{
  relationCode: string;
}>;


export type GetProductsByRelationCodeQuery = { products: { items: Array<
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, color: number | null, stock_status: ProductStockStatus | null }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, color: number | null, stock_status: ProductStockStatus | null }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, color: number | null, stock_status: ProductStockStatus | null }
     | null> | null } | null };

export type GetProductsByUrlKeyQueryVariables = Exact<{
  urlKey: string;
}>;


export type GetProductsByUrlKeyQuery = { products: { items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, meta_title: string | null, meta_description: string | null, manufacturer: number | null, color: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, bms_stock_qty: number | null, product_relation_code: string | null, care_size: string | null, base_price_unit: string | null, material_care: string | null, size_info: string | null, manufacturer_info: string | null, size_guide: string | null, options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
          | { __typename: 'CustomizableFieldOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableFileOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
         | null> | null, configurable_options: Array<{ attribute_code: string | null, label: string | null, position: number | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { sku: string | null, stock_status: ProductStockStatus | null, bms_stock_qty: number | null, delivery_time: { min_days: number, max_days: number } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price_tiers: Array<{ quantity: number | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, media_gallery: Array<{ width: number | null, height: number | null, label: string | null, position: number | null, disabled: boolean | null, sizes: { small: string, medium: string, large: string, xlarge: string } | null } | null> | null } | null } | null> | null, description: { html: string } | null, delivery_time: { min_days: number, max_days: number } | null, media_gallery: Array<{ width: number | null, height: number | null, label: string | null, position: number | null, disabled: boolean | null, sizes: { small: string, medium: string, large: string, xlarge: string } | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price_tiers: Array<{ quantity: number | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, merchandise: { logo_width_mm: number | null, logo_position: { label: string } | null, logo_type: { label: string } | null, sublimation_options: Array<{ label: string }>, sublimation_positions: Array<{ label: string }> } | null, product_safety: { manufacturer_name: string | null, manufacturer_address: string | null, manufacturer_country: string | null, manufacturer_email: string | null, safety_notes: string | null } | null, alternates: Array<{ locale: string, relative_url: string }>, related_products: Array<
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, meta_title: string | null, meta_description: string | null, manufacturer: number | null, color: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, bms_stock_qty: number | null, product_relation_code: string | null, care_size: string | null, base_price_unit: string | null, material_care: string | null, size_info: string | null, manufacturer_info: string | null, size_guide: string | null, options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
          | { __typename: 'CustomizableFieldOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableFileOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
         | null> | null, description: { html: string } | null, delivery_time: { min_days: number, max_days: number } | null, media_gallery: Array<{ width: number | null, height: number | null, label: string | null, position: number | null, disabled: boolean | null, sizes: { small: string, medium: string, large: string, xlarge: string } | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price_tiers: Array<{ quantity: number | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, merchandise: { logo_width_mm: number | null, logo_position: { label: string } | null, logo_type: { label: string } | null, sublimation_options: Array<{ label: string }>, sublimation_positions: Array<{ label: string }> } | null, product_safety: { manufacturer_name: string | null, manufacturer_address: string | null, manufacturer_country: string | null, manufacturer_email: string | null, safety_notes: string | null } | null, alternates: Array<{ locale: string, relative_url: string }>, related_products: Array<
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, meta_title: string | null, meta_description: string | null, manufacturer: number | null, color: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, bms_stock_qty: number | null, product_relation_code: string | null, care_size: string | null, base_price_unit: string | null, material_care: string | null, size_info: string | null, manufacturer_info: string | null, size_guide: string | null, options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
          | { __typename: 'CustomizableFieldOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableFileOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, values: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, price_type: PriceTypeEnum | null, available_with: Array<string> } | null> | null }
         | null> | null, description: { html: string } | null, delivery_time: { min_days: number, max_days: number } | null, media_gallery: Array<{ width: number | null, height: number | null, label: string | null, position: number | null, disabled: boolean | null, sizes: { small: string, medium: string, large: string, xlarge: string } | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price_tiers: Array<{ quantity: number | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, merchandise: { logo_width_mm: number | null, logo_position: { label: string } | null, logo_type: { label: string } | null, sublimation_options: Array<{ label: string }>, sublimation_positions: Array<{ label: string }> } | null, product_safety: { manufacturer_name: string | null, manufacturer_address: string | null, manufacturer_country: string | null, manufacturer_email: string | null, safety_notes: string | null } | null, alternates: Array<{ locale: string, relative_url: string }>, related_products: Array<
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null }
     | null> | null } | null };

export type GetRouteQueryVariables = Exact<{
  url: string;
}>;


export type GetRouteQuery = { route:
    | { uid: string, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
   | null };

export type TierPriceFieldsFragment = { quantity: number | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null };

export type CheckoutCartFieldsFragment = { email: string | null, id: string, total_quantity: number, is_virtual: boolean, items: Array<
    | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
        | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
      , product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
      , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
    | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
      , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
    | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
      , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
   | null> | null, prices: { grand_total_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, shipping_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ same_as_billing: boolean, save_in_address_book: boolean, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string, is_test: boolean, mollie_meta: { image: string | null } } | null> | null, selected_payment_method: { code: string, title: string, mollie_meta: { image: string | null } } | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null };

type CheckoutAddressFields_BillingCartAddress_Fragment = { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } };

type CheckoutAddressFields_ShippingCartAddress_Fragment = { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } };

export type CheckoutAddressFieldsFragment =
  | CheckoutAddressFields_BillingCartAddress_Fragment
  | CheckoutAddressFields_ShippingCartAddress_Fragment
;

export type GetCheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCheckoutCartQuery = { cart: { email: string | null, id: string, total_quantity: number, is_virtual: boolean, items: Array<
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        , product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
        , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
     | null> | null, prices: { grand_total_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, shipping_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ same_as_billing: boolean, save_in_address_book: boolean, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string, is_test: boolean, mollie_meta: { image: string | null } } | null> | null, selected_payment_method: { code: string, title: string, mollie_meta: { image: string | null } } | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

export type GetCheckoutCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCheckoutCountriesQuery = { countries: Array<{ id: string | null, full_name_locale: string | null, available_regions: Array<{ id: number | null, code: string | null, name: string | null } | null> | null } | null> | null };

export type GetCheckoutCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCheckoutCustomerQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region_id: number | null, region: string | null } | null } | null> | null } | null };

export type GetCheckoutOrderQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCheckoutOrderQuery = { checkoutOrder: { number: string, order_date: string, status: string, email: string | null, is_virtual: boolean, shipping_method: string | null, items: Array<
      | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
     | null> | null, total: { subtotal_incl_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, rate: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, invoices: Array<{ id: string, number: string, pdf_url: string } | null>, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null } | null };

export type CheckoutOrderAddressFieldsFragment = { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { order: { order_number: string, mollie_redirect_url: string | null, mollie_payment_token: string | null } | null, errors: Array<{ code: PlaceOrderErrorCodes, message: string }> } | null };

export type MollieProcessTransactionMutationVariables = Exact<{
  input: MollieProcessTransactionInput;
}>;


export type MollieProcessTransactionMutation = { mollieProcessTransaction: { paymentStatus: PaymentStatusEnum | null, redirect_to_cart: boolean | null, redirect_to_success_page: boolean | null, retry_until: string | null, cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null } | null };

export type MollieRestoreCartMutationVariables = Exact<{
  input: MollieResetCartInput;
}>;


export type MollieRestoreCartMutation = { mollieRestoreCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type PayOrderAgainMutationVariables = Exact<{
  input: PaymentTokenInput;
}>;


export type PayOrderAgainMutation = { payOrderAgain: { order_number: string, mollie_redirect_url: string | null } | null };

export type ChangeOrderPaymentMethodMutationVariables = Exact<{
  input: PaymentTokenInput;
}>;


export type ChangeOrderPaymentMethodMutation = { changeOrderPaymentMethod: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
           }
       | null> | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null } | null };

export type SetBillingAddressOnCartMutationVariables = Exact<{
  input: SetBillingAddressOnCartInput;
}>;


export type SetBillingAddressOnCartMutation = { setBillingAddressOnCart: { cart: { email: string | null, id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { grand_total_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, shipping_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ same_as_billing: boolean, save_in_address_book: boolean, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string, is_test: boolean, mollie_meta: { image: string | null } } | null> | null, selected_payment_method: { code: string, title: string, mollie_meta: { image: string | null } } | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  input: SetGuestEmailOnCartInput;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { email: string | null, id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { grand_total_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, shipping_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ same_as_billing: boolean, save_in_address_book: boolean, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string, is_test: boolean, mollie_meta: { image: string | null } } | null> | null, selected_payment_method: { code: string, title: string, mollie_meta: { image: string | null } } | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  input: SetPaymentMethodOnCartInput;
}>;


export type SetPaymentMethodOnCartMutation = { setPaymentMethodOnCart: { cart: { email: string | null, id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { grand_total_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, shipping_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ same_as_billing: boolean, save_in_address_book: boolean, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string, is_test: boolean, mollie_meta: { image: string | null } } | null> | null, selected_payment_method: { code: string, title: string, mollie_meta: { image: string | null } } | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type SetShippingAddressesOnCartMutationVariables = Exact<{
  input: SetShippingAddressesOnCartInput;
}>;


export type SetShippingAddressesOnCartMutation = { setShippingAddressesOnCart: { cart: { email: string | null, id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { grand_total_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, shipping_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ same_as_billing: boolean, save_in_address_book: boolean, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string, is_test: boolean, mollie_meta: { image: string | null } } | null> | null, selected_payment_method: { code: string, title: string, mollie_meta: { image: string | null } } | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type SetShippingMethodsOnCartMutationVariables = Exact<{
  input: SetShippingMethodsOnCartInput;
}>;


export type SetShippingMethodsOnCartMutation = { setShippingMethodsOnCart: { cart: { email: string | null, id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string }>, configured_variant:
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
        | { uid: string, quantity: number, is_available: boolean, price_changed: boolean, unavailable: boolean, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, sort_order: number, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { value: number, units: string, type: PriceTypeEnum } }> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, merchandise: { logo_type: { label: string } | null } | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null }
          , price_when_added: { value: number | null, currency: CurrencyEnum | null }, errors: Array<{ code: CartItemErrorType, message: string }> | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, original_item_price: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
       | null> | null, prices: { grand_total_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, shipping_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, applied_to: CartDiscountType, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, rate: number | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, shipping_including_tax: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ same_as_billing: boolean, save_in_address_book: boolean, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string, is_test: boolean, mollie_meta: { image: string | null } } | null> | null, selected_payment_method: { code: string, title: string, mollie_meta: { image: string | null } } | null, applied_coupons: Array<{ code: string, label: string | null } | null> | null, delivery_window: { earliest: string, latest: string } | null, shipping_estimate: { country_code: string, available: boolean, error_message: string | null, free_by_coupon: boolean, export: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null, amount_to_free_shipping: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type SubmitHelpdeskTicketMutationVariables = Exact<{
  input: HelpdeskTicketInput;
}>;


export type SubmitHelpdeskTicketMutation = { submitHelpdeskTicket: { code: string } | null };

export type GetProductsByCategoryIdsQueryVariables = Exact<{
  ids: Array<string> | string;
  pageSize: number;
}>;


export type GetProductsByCategoryIdsQuery = { products: { items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null } | null };

export type GetProductsBySkusQueryVariables = Exact<{
  skus: Array<string> | string;
  pageSize: number;
}>;


export type GetProductsBySkusQuery = { products: { items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, configurable_options: Array<{ attribute_code: string | null, values: Array<{ value_index: number | null, label: string | null, swatch_data: { value: string | null } | null } | null> | null } | null> | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, manufacturer: number | null, is_new: boolean | null, stock_status: ProductStockStatus | null, care_size: string | null, base_price_unit: string | null, rating_summary: number, review_count: number, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null } | null, lowest_price_30_days: { value: number | null, currency: CurrencyEnum | null } | null, base_price: { value: number | null, currency: CurrencyEnum | null } | null }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null } | null };

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeCustomerPasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddressMutation = { createCustomerAddress: { id: number | null, uid: string | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region_id: number | null, region_code: string | null, region: string | null } | null } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCustomerAddressMutation = { deleteCustomerAddress: boolean | null };

export type GetCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCountriesQuery = { countries: Array<{ id: string | null, full_name_locale: string | null, available_regions: Array<{ id: number | null, code: string | null, name: string | null } | null> | null } | null> | null };

export type CustomerAddressFieldsFragment = { id: number | null, uid: string | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region_id: number | null, region_code: string | null, region: string | null } | null };

export type GetCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, date_of_birth: string | null, is_subscribed: boolean | null, allow_remote_shopping_assistance: boolean, default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, uid: string | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region_id: number | null, region_code: string | null, region: string | null } | null } | null> | null } | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: number;
  input?: CustomerAddressInput | null | undefined;
}>;


export type UpdateCustomerAddressMutation = { updateCustomerAddress: { id: number | null, uid: string | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region_id: number | null, region_code: string | null, region: string | null } | null } | null };

export type UpdateCustomerEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type UpdateCustomerEmailMutation = { updateCustomerEmail: { customer: { email: string | null } } | null };

export type UpdateCustomerMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerMutation = { updateCustomerV2: { customer: { firstname: string | null, lastname: string | null, email: string | null, date_of_birth: string | null, is_subscribed: boolean | null, allow_remote_shopping_assistance: boolean } } | null };

export type GetCategoryByIdQueryVariables = Exact<{
  id: string;
}>;


export type GetCategoryByIdQuery = { categoryList: Array<{ uid: string, name: string | null, url_path: string | null } | null> | null };

export type GetProductsBySkuQueryVariables = Exact<{
  sku: string;
}>;


export type GetProductsBySkuQuery = { products: { items: Array<
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null }
     | null> | null } | null };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: { status: SubscriptionStatusesEnum | null } | null };

export type SubscribeEmailToNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeEmailToNewsletterMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type UnsubscribeFromNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeFromNewsletterMutation = { unsubscribeFromNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type CancelOrderMutationVariables = Exact<{
  input: CancelOrderInput;
}>;


export type CancelOrderMutation = { cancelOrder: { errorV2: { code: CancelOrderErrorCode, message: string } | null, order: { id: string, number: string, order_date: string, status: string, is_virtual: boolean, shipping_method: string | null, available_actions: Array<OrderActionType>, items: Array<
        | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
        | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
       | null> | null, total: { subtotal_incl_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, rate: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipments: Array<{ id: string, number: string, shipped_at: string, delivered_at: string | null, tracking: Array<{ title: string, carrier: string, number: string | null, url: string | null } | null> | null } | null> | null, returns: { items: Array<{ uid: string, number: string, created_at: string, status: ReturnStatus, label_url: string, prepaid_label: boolean, shipping: { tracking: Array<{ uid: string, tracking_number: string, carrier: { uid: string, label: string } } | null> | null } | null, items: Array<{ uid: string, request_quantity: number, quantity: number, order_item:
              | { id: string, product_name: string | null, product_sku: string }
              | { id: string, product_name: string | null, product_sku: string }
            , reason: { code: string, label: string } | null } | null> | null } | null> | null } | null, items_eligible_for_return: Array<
        | { id: string }
        | { id: string }
       | null> | null, invoices: Array<{ id: string, number: string, issued_at: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, credit_memos: Array<{ id: string, number: string, issued_at: string, invoice_number: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> | null, comments: Array<{ timestamp: string, message: string } | null> | null } | null } | null };

export type OrderAddressFieldsFragment = { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null };

export type CustomerOrderDetailFieldsFragment = { id: string, number: string, order_date: string, status: string, is_virtual: boolean, shipping_method: string | null, available_actions: Array<OrderActionType>, items: Array<
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
   | null> | null, total: { subtotal_incl_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, rate: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipments: Array<{ id: string, number: string, shipped_at: string, delivered_at: string | null, tracking: Array<{ title: string, carrier: string, number: string | null, url: string | null } | null> | null } | null> | null, returns: { items: Array<{ uid: string, number: string, created_at: string, status: ReturnStatus, label_url: string, prepaid_label: boolean, shipping: { tracking: Array<{ uid: string, tracking_number: string, carrier: { uid: string, label: string } } | null> | null } | null, items: Array<{ uid: string, request_quantity: number, quantity: number, order_item:
          | { id: string, product_name: string | null, product_sku: string }
          | { id: string, product_name: string | null, product_sku: string }
        , reason: { code: string, label: string } | null } | null> | null } | null> | null } | null, items_eligible_for_return: Array<
    | { id: string }
    | { id: string }
   | null> | null, invoices: Array<{ id: string, number: string, issued_at: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, credit_memos: Array<{ id: string, number: string, issued_at: string, invoice_number: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> | null, comments: Array<{ timestamp: string, message: string } | null> | null };

export type GetCustomerOrderQueryVariables = Exact<{
  number: string;
}>;


export type GetCustomerOrderQuery = { customer: { orders: { items: Array<{ id: string, number: string, order_date: string, status: string, is_virtual: boolean, shipping_method: string | null, available_actions: Array<OrderActionType>, items: Array<
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
         | null> | null, total: { subtotal_incl_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, rate: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipments: Array<{ id: string, number: string, shipped_at: string, delivered_at: string | null, tracking: Array<{ title: string, carrier: string, number: string | null, url: string | null } | null> | null } | null> | null, returns: { items: Array<{ uid: string, number: string, created_at: string, status: ReturnStatus, label_url: string, prepaid_label: boolean, shipping: { tracking: Array<{ uid: string, tracking_number: string, carrier: { uid: string, label: string } } | null> | null } | null, items: Array<{ uid: string, request_quantity: number, quantity: number, order_item:
                | { id: string, product_name: string | null, product_sku: string }
                | { id: string, product_name: string | null, product_sku: string }
              , reason: { code: string, label: string } | null } | null> | null } | null> | null } | null, items_eligible_for_return: Array<
          | { id: string }
          | { id: string }
         | null> | null, invoices: Array<{ id: string, number: string, issued_at: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, credit_memos: Array<{ id: string, number: string, issued_at: string, invoice_number: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> | null, comments: Array<{ timestamp: string, message: string } | null> | null } | null> } | null } | null };

export type GetCustomerOrdersQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type GetCustomerOrdersQuery = { customer: { orders: { total_count: number | null, items: Array<{ id: string, number: string, order_date: string, status: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
          | { id: string, quantity_ordered: number | null }
          | { id: string, quantity_ordered: number | null }
         | null> | null } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null } | null };

export type GuestOrderQueryVariables = Exact<{
  input: GuestOrderInformationInput;
}>;


export type GuestOrderQuery = { guestOrder: { id: string, number: string, order_date: string, status: string, is_virtual: boolean, shipping_method: string | null, available_actions: Array<OrderActionType>, items: Array<
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
     | null> | null, total: { subtotal_incl_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, rate: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipments: Array<{ id: string, number: string, shipped_at: string, delivered_at: string | null, tracking: Array<{ title: string, carrier: string, number: string | null, url: string | null } | null> | null } | null> | null, returns: { items: Array<{ uid: string, number: string, created_at: string, status: ReturnStatus, label_url: string, prepaid_label: boolean, shipping: { tracking: Array<{ uid: string, tracking_number: string, carrier: { uid: string, label: string } } | null> | null } | null, items: Array<{ uid: string, request_quantity: number, quantity: number, order_item:
            | { id: string, product_name: string | null, product_sku: string }
            | { id: string, product_name: string | null, product_sku: string }
          , reason: { code: string, label: string } | null } | null> | null } | null> | null } | null, items_eligible_for_return: Array<
      | { id: string }
      | { id: string }
     | null> | null, invoices: Array<{ id: string, number: string, issued_at: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, credit_memos: Array<{ id: string, number: string, issued_at: string, invoice_number: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> | null, comments: Array<{ timestamp: string, message: string } | null> | null } };

export type GuestOrderByTokenQueryVariables = Exact<{
  token: string;
}>;


export type GuestOrderByTokenQuery = { guestOrderByToken: { id: string, number: string, order_date: string, status: string, is_virtual: boolean, shipping_method: string | null, available_actions: Array<OrderActionType>, items: Array<
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, quantity_return_requested: number | null, quantity_return_received: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
     | null> | null, total: { subtotal_incl_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, rate: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, region: string | null, country_code: CountryCodeEnum | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipments: Array<{ id: string, number: string, shipped_at: string, delivered_at: string | null, tracking: Array<{ title: string, carrier: string, number: string | null, url: string | null } | null> | null } | null> | null, returns: { items: Array<{ uid: string, number: string, created_at: string, status: ReturnStatus, label_url: string, prepaid_label: boolean, shipping: { tracking: Array<{ uid: string, tracking_number: string, carrier: { uid: string, label: string } } | null> | null } | null, items: Array<{ uid: string, request_quantity: number, quantity: number, order_item:
            | { id: string, product_name: string | null, product_sku: string }
            | { id: string, product_name: string | null, product_sku: string }
          , reason: { code: string, label: string } | null } | null> | null } | null> | null } | null, items_eligible_for_return: Array<
      | { id: string }
      | { id: string }
     | null> | null, invoices: Array<{ id: string, number: string, issued_at: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, credit_memos: Array<{ id: string, number: string, issued_at: string, invoice_number: string, pdf_url: string, e_invoice_url: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> | null, comments: Array<{ timestamp: string, message: string } | null> | null } };

export type GetOrderCancellationReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrderCancellationReasonsQuery = { storeConfig: { order_cancellation_enabled: boolean | null, order_cancellation_reasons: Array<{ description: string }> } | null };

export type CreateReturnRequestMutationVariables = Exact<{
  input: CreateReturnRequestInput;
}>;


export type CreateReturnRequestMutation = { createReturnRequest: { reference: string, return: { uid: string, number: string, label_url: string } | null } | null };

export type GetOrderReturnInformationQueryVariables = Exact<{
  incrementId: string;
}>;


export type GetOrderReturnInformationQuery = { orderReturnInformation: { isReturnable: boolean, returnableUntil: string | null, prepaidLabelCarrier: string | null, refusal: { code: ReturnRefusalCode, message: string } | null, items: Array<{ qtyOrdered: number, qtyReturnable: number, order_item:
        | { id: string, product_name: string | null, product_sku: string, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
        | { id: string, product_name: string | null, product_sku: string, selected_options: Array<{ label: string, value: string } | null> | null, entered_options: Array<{ label: string, value: string } | null> | null }
      , product:
        | { small_image: { url: string | null, label: string | null } | null }
        | { small_image: { url: string | null, label: string | null } | null }
        | { small_image: { url: string | null, label: string | null } | null }
       | null, refusal: { code: ReturnRefusalCode, message: string } | null }> } };

export type GetReturnReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetReturnReasonsQuery = { returnReasons: Array<{ code: string, label: string }> };

export type GetCustomerReviewsQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type GetCustomerReviewsQuery = { customer: { reviews: { items: Array<{ summary: string, text: string, nickname: string, created_at: string, average_rating: number, status: ProductReviewStatus, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, sizes: { small: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, sizes: { small: string } | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { label: string | null, sizes: { small: string } | null } | null }
        , shop_reply: { text: string, created_at: string } | null } | null>, page_info: { current_page: number | null, total_pages: number | null } } } | null };

export type GetProductReviewsQueryVariables = Exact<{
  sku: string;
  pageSize: number;
  currentPage: number;
}>;


export type GetProductReviewsQuery = { products: { items: Array<
      | { uid: string, sku: string | null, rating_summary: number, review_count: number, reviews: { items: Array<{ summary: string, text: string, nickname: string, created_at: string, average_rating: number, verified_purchase: boolean, shop_reply: { text: string, created_at: string } | null } | null>, page_info: { current_page: number | null, total_pages: number | null } } }
      | { uid: string, sku: string | null, rating_summary: number, review_count: number, reviews: { items: Array<{ summary: string, text: string, nickname: string, created_at: string, average_rating: number, verified_purchase: boolean, shop_reply: { text: string, created_at: string } | null } | null>, page_info: { current_page: number | null, total_pages: number | null } } }
      | { uid: string, sku: string | null, rating_summary: number, review_count: number, reviews: { items: Array<{ summary: string, text: string, nickname: string, created_at: string, average_rating: number, verified_purchase: boolean, shop_reply: { text: string, created_at: string } | null } | null>, page_info: { current_page: number | null, total_pages: number | null } } }
     | null> | null } | null };

export type GetProductReviewEligibilityQueryVariables = Exact<{
  sku: string;
}>;


export type GetProductReviewEligibilityQuery = { productReviewEligibility: ProductReviewEligibility };

export type GetReviewRatingsMetadataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetReviewRatingsMetadataQuery = { productReviewRatingsMetadata: { items: Array<{ id: string, name: string, values: Array<{ value_id: string, value: string }> }> } };

export type CreateProductReviewMutationVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReviewMutation = { createProductReview: { review: { summary: string, status: ProductReviewStatus } } };

export type GetShippingEstimateQueryVariables = Exact<{ [key: string]: never; }>;


export type GetShippingEstimateQuery = { shippingEstimate: { country_code: string, available: boolean, extra_min_days: number, extra_max_days: number, price: { value: number | null, currency: CurrencyEnum | null } | null, free_shipping_from: { value: number | null, currency: CurrencyEnum | null } | null } };

export type GetRootCategoryQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRootCategoryQuery = { categories: { items: Array<{ uid: string, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, image: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type GetShopDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetShopDataQuery = { availableStores: Array<{ store_code: string | null, root_category_uid: string | null } | null> | null, customAttributeMetadata: { items: Array<{ attribute_code: string | null, label: string | null, attribute_options: Array<{ value: string | null, label: string | null, swatch: string | null } | null> | null } | null> | null } | null, countries: Array<{ id: string | null, full_name_locale: string | null } | null> | null, returnReasons: Array<{ code: string, label: string }> };

export type AddProductToWishlistMutationVariables = Exact<{
  wishlistId: string;
  wishlistItems: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type AddProductToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string }> } | null };

export type AddWishlistItemsToCartMutationVariables = Exact<{
  wishlistId: string;
  wishlistItemIds?: Array<string> | string | null | undefined;
}>;


export type AddWishlistItemsToCartMutation = { addWishlistItemsToCart: { status: boolean, wishlist: { id: string | null, items_count: number | null }, add_wishlist_items_to_cart_user_errors: Array<{ code: WishlistCartUserInputErrorType, message: string, wishlistItemId: string }> } | null };

export type GetCustomerWishlistQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type GetCustomerWishlistQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, description: string | null, price_changed: boolean, unavailable_message: string | null, configured_variant:
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null> | null, price_when_added: { value: number | null, currency: CurrencyEnum | null } | null, price_now: { value: number | null, currency: CurrencyEnum | null } | null, product:
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, customizable_options: Array<{ customizable_option_uid: string, label: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string }> } | null> }
          | { id: string, quantity: number, added_at: string, description: string | null, price_changed: boolean, unavailable_message: string | null, price_when_added: { value: number | null, currency: CurrencyEnum | null } | null, price_now: { value: number | null, currency: CurrencyEnum | null } | null, product:
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, customizable_options: Array<{ customizable_option_uid: string, label: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string }> } | null> }
          | { id: string, quantity: number, added_at: string, description: string | null, price_changed: boolean, unavailable_message: string | null, price_when_added: { value: number | null, currency: CurrencyEnum | null } | null, price_now: { value: number | null, currency: CurrencyEnum | null } | null, product:
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, customizable_options: Array<{ customizable_option_uid: string, label: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string }> } | null> }
         | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null }> } | null };

export type RemoveItemFromWishlistMutationVariables = Exact<{
  wishlistId: string;
  wishlistItemsIds: Array<string> | string;
}>;


export type RemoveItemFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string }> } | null };

type WishlistProductFields_ConfigurableProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } };

type WishlistProductFields_SimpleProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } };

type WishlistProductFields_VirtualProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { label: string | null, width: number | null, height: number | null, sizes: { small: string, medium: string } | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } };

export type WishlistProductFieldsFragment =
  | WishlistProductFields_ConfigurableProduct_Fragment
  | WishlistProductFields_SimpleProduct_Fragment
  | WishlistProductFields_VirtualProduct_Fragment
;

export type ConfirmWithdrawalMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmWithdrawalMutation = { confirmWithdrawal: { reference: string, order_number: string, declared_at: string, whole_order: boolean, items_text: string | null, confirmed: boolean, return_reference: string | null } | null };

export type WithdrawalConfirmationQueryVariables = Exact<{
  token: string;
}>;


export type WithdrawalConfirmationQuery = { withdrawalConfirmation: { reference: string, order_number: string, declared_at: string, whole_order: boolean, items_text: string | null, confirmed: boolean, return_reference: string | null } | null };

export type GetWithdrawalOrdersQueryVariables = Exact<{
  pageSize: number;
}>;


export type GetWithdrawalOrdersQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, orders: { items: Array<{ id: string, number: string, order_date: string, items: Array<
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null }
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null }
         | null> | null } | null> } | null } | null };

export type SubmitWithdrawalMutationVariables = Exact<{
  input: WithdrawalInput;
}>;


export type SubmitWithdrawalMutation = { submitWithdrawal: { reference: string, declared_at: string, email: string, return_reference: string | null, awaiting_confirmation: boolean } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const GalleryImageFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"GalleryImageFields"}) as unknown as TypedDocumentString<GalleryImageFieldsFragment, unknown>;
export const MenuCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment MenuCategoryFields on CategoryTree {
  uid
  name
  url_path
  include_in_menu
  position
  image
}
    `, {"fragmentName":"MenuCategoryFields"}) as unknown as TypedDocumentString<MenuCategoryFieldsFragment, unknown>;
export const ProductPriceFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ProductPriceFields"}) as unknown as TypedDocumentString<ProductPriceFieldsFragment, unknown>;
export const PriceRangeFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"PriceRangeFields"}) as unknown as TypedDocumentString<PriceRangeFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const ProductListingFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"ProductListingFields"}) as unknown as TypedDocumentString<ProductListingFieldsFragment, unknown>;
export const TierPriceFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"TierPriceFields"}) as unknown as TypedDocumentString<TierPriceFieldsFragment, unknown>;
export const SelectedOptionFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"SelectedOptionFields"}) as unknown as TypedDocumentString<SelectedOptionFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const CheckoutAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutAddressFields on CartAddressInterface {
  uid
  id
  firstname
  lastname
  company
  street
  city
  postcode
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
  telephone
  vat_id
}
    `, {"fragmentName":"CheckoutAddressFields"}) as unknown as TypedDocumentString<CheckoutAddressFieldsFragment, unknown>;
export const CheckoutCartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutCartFields on Cart {
  ...CartFields
  email
  items {
    uid
    product {
      uid
      merchandise {
        logo_type {
          label
        }
      }
    }
  }
  prices {
    grand_total_excluding_tax {
      value
      currency
    }
    shipping_excluding_tax {
      value
      currency
    }
  }
  shipping_addresses {
    ...CheckoutAddressFields
    same_as_billing
    save_in_address_book
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      price_incl_tax {
        value
        currency
      }
      price_excl_tax {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      price_incl_tax {
        value
        currency
      }
    }
  }
  billing_address {
    ...CheckoutAddressFields
  }
  available_payment_methods {
    code
    title
    is_test
    mollie_meta {
      image
    }
  }
  selected_payment_method {
    code
    title
    mollie_meta {
      image
    }
  }
}
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
fragment CheckoutAddressFields on CartAddressInterface {
  uid
  id
  firstname
  lastname
  company
  street
  city
  postcode
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
  telephone
  vat_id
}`, {"fragmentName":"CheckoutCartFields"}) as unknown as TypedDocumentString<CheckoutCartFieldsFragment, unknown>;
export const CheckoutOrderAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutOrderAddressFields on OrderAddress {
  firstname
  lastname
  company
  street
  postcode
  city
  region
  country_code
}
    `, {"fragmentName":"CheckoutOrderAddressFields"}) as unknown as TypedDocumentString<CheckoutOrderAddressFieldsFragment, unknown>;
export const CustomerAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerAddressFields on CustomerAddress {
  id
  uid
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  region {
    region_id
    region_code
    region
  }
  telephone
  vat_id
  default_billing
  default_shipping
}
    `, {"fragmentName":"CustomerAddressFields"}) as unknown as TypedDocumentString<CustomerAddressFieldsFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"OrderAddressFields"}) as unknown as TypedDocumentString<OrderAddressFieldsFragment, unknown>;
export const CustomerOrderDetailFieldsFragmentDoc = new TypedDocumentString(`
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
    fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  company
  street
  postcode
  city
  region
  country_code
}`, {"fragmentName":"CustomerOrderDetailFields"}) as unknown as TypedDocumentString<CustomerOrderDetailFieldsFragment, unknown>;
export const WishlistProductFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"WishlistProductFields"}) as unknown as TypedDocumentString<WishlistProductFieldsFragment, unknown>;
export const ConfirmCustomerEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmCustomerEmailChange($token: String!) {
  confirmCustomerEmailChange(token: $token)
}
    `) as unknown as TypedDocumentString<ConfirmCustomerEmailChangeMutation, ConfirmCustomerEmailChangeMutationVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const IsEmailAvailableDocument = new TypedDocumentString(`
    query IsEmailAvailable($email: String!) {
  isEmailAvailable(email: $email) {
    is_email_available
  }
}
    `) as unknown as TypedDocumentString<IsEmailAvailableQuery, IsEmailAvailableQueryVariables>;
export const RequestPasswordResetEmailDocument = new TypedDocumentString(`
    mutation RequestPasswordResetEmail($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
  resetPassword(
    email: $email
    resetPasswordToken: $resetPasswordToken
    newPassword: $newPassword
  )
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const AddProductsToCartDocument = new TypedDocumentString(`
    mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
    }
  }
}
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
}`) as unknown as TypedDocumentString<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation ApplyCouponToCart($input: ApplyCouponToCartInput!) {
  applyCouponToCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const CreateGuestCartDocument = new TypedDocumentString(`
    mutation CreateGuestCart {
  createGuestCart {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<CreateGuestCartMutation, CreateGuestCartMutationVariables>;
export const GetCartDocument = new TypedDocumentString(`
    query GetCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<GetCartQuery, GetCartQueryVariables>;
export const GetCustomerCartDocument = new TypedDocumentString(`
    query GetCustomerCart {
  customerCart {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<GetCustomerCartQuery, GetCustomerCartQueryVariables>;
export const MergeCartsDocument = new TypedDocumentString(`
    mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
  mergeCarts(
    source_cart_id: $sourceCartId
    destination_cart_id: $destinationCartId
  ) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<MergeCartsMutation, MergeCartsMutationVariables>;
export const RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation RemoveCouponFromCart($input: RemoveCouponFromCartInput!) {
  removeCouponFromCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation RemoveItemFromCart($input: RemoveItemFromCartInput!) {
  removeItemFromCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const UpdateCartItemsDocument = new TypedDocumentString(`
    mutation UpdateCartItems($input: UpdateCartItemsInput!) {
  updateCartItems(input: $input) {
    cart {
      ...CartFields
    }
    errors {
      code
      message
    }
  }
}
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
}`) as unknown as TypedDocumentString<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
export const GetAttributesMetaDataDocument = new TypedDocumentString(`
    query GetAttributesMetaData($attributes: [AttributeInput!]!) {
  customAttributeMetadata(attributes: $attributes) {
    items {
      attribute_code
      label
      attribute_options {
        value
        label
        swatch
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetAttributesMetaDataQuery, GetAttributesMetaDataQueryVariables>;
export const GetAvailableStoresDocument = new TypedDocumentString(`
    query GetAvailableStores {
  availableStores {
    store_code
    root_category_uid
  }
}
    `) as unknown as TypedDocumentString<GetAvailableStoresQuery, GetAvailableStoresQueryVariables>;
export const GetCategoryByUidDocument = new TypedDocumentString(`
    query GetCategoryByUid($uid: String!) {
  categories(filters: {category_uid: {eq: $uid}}) {
    items {
      uid
      name
      level
      url_path
      description
      meta_title
      meta_description
      image
      breadcrumbs {
        category_name
        category_url_path
      }
      children {
        uid
        name
        url_path
        include_in_menu
        position
        product_count
      }
      alternates {
        locale
        relative_url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCategoryByUidQuery, GetCategoryByUidQueryVariables>;
export const GetCategoryChildrenByUidDocument = new TypedDocumentString(`
    query GetCategoryChildrenByUid($uid: String!) {
  categories(filters: {category_uid: {eq: $uid}}) {
    items {
      uid
      children {
        ...MenuCategoryFields
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
            children {
              ...MenuCategoryFields
            }
          }
        }
      }
    }
  }
}
    fragment MenuCategoryFields on CategoryTree {
  uid
  name
  url_path
  include_in_menu
  position
  image
}`) as unknown as TypedDocumentString<GetCategoryChildrenByUidQuery, GetCategoryChildrenByUidQueryVariables>;
export const GetCmsBlocksDocument = new TypedDocumentString(`
    query GetCmsBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      title
      content
    }
  }
}
    `) as unknown as TypedDocumentString<GetCmsBlocksQuery, GetCmsBlocksQueryVariables>;
export const GetProductsByCategoryUIdsDocument = new TypedDocumentString(`
    query GetProductsByCategoryUIds($uids: [String!]!, $categoryIds: FilterEqualTypeInput, $manufacturer: FilterEqualTypeInput, $color: FilterEqualTypeInput, $size: FilterEqualTypeInput, $price: FilterRangeTypeInput, $sort: ProductAttributeSortInput, $page: Int!, $pageSize: Int!, $withAggregations: Boolean!) {
  products(
    filter: {category_uid: {in: $uids}, category_id: $categoryIds, manufacturer: $manufacturer, color: $color, size: $size, price: $price}
    sort: $sort
    currentPage: $page
    pageSize: $pageSize
  ) {
    ...ProductListingFields
  }
}
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
}`) as unknown as TypedDocumentString<GetProductsByCategoryUIdsQuery, GetProductsByCategoryUIdsQueryVariables>;
export const GetProductsByQueryDocument = new TypedDocumentString(`
    query GetProductsByQuery($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!, $withAggregations: Boolean!) {
  products(
    search: $search
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    ...ProductListingFields
  }
}
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
}`) as unknown as TypedDocumentString<GetProductsByQueryQuery, GetProductsByQueryQueryVariables>;
export const GetProductsByRelationCodeDocument = new TypedDocumentString(`
    query GetProductsByRelationCode($relationCode: String!) {
  products(filter: {product_relation_code: {eq: $relationCode}}, pageSize: 24) {
    items {
      uid
      name
      url_key
      url_suffix
      color
      stock_status
    }
  }
}
    `) as unknown as TypedDocumentString<GetProductsByRelationCodeQuery, GetProductsByRelationCodeQueryVariables>;
export const GetProductsByUrlKeyDocument = new TypedDocumentString(`
    query GetProductsByUrlKey($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}, pageSize: 1) {
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
}`) as unknown as TypedDocumentString<GetProductsByUrlKeyQuery, GetProductsByUrlKeyQueryVariables>;
export const GetRouteDocument = new TypedDocumentString(`
    query GetRoute($url: String!) {
  route(url: $url) {
    type
    relative_url
    redirect_code
    ... on CategoryTree {
      uid
    }
    ... on ProductInterface {
      url_key
    }
  }
}
    `) as unknown as TypedDocumentString<GetRouteQuery, GetRouteQueryVariables>;
export const GetCheckoutCartDocument = new TypedDocumentString(`
    query GetCheckoutCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CheckoutCartFields
  }
}
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
fragment CheckoutCartFields on Cart {
  ...CartFields
  email
  items {
    uid
    product {
      uid
      merchandise {
        logo_type {
          label
        }
      }
    }
  }
  prices {
    grand_total_excluding_tax {
      value
      currency
    }
    shipping_excluding_tax {
      value
      currency
    }
  }
  shipping_addresses {
    ...CheckoutAddressFields
    same_as_billing
    save_in_address_book
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      price_incl_tax {
        value
        currency
      }
      price_excl_tax {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      price_incl_tax {
        value
        currency
      }
    }
  }
  billing_address {
    ...CheckoutAddressFields
  }
  available_payment_methods {
    code
    title
    is_test
    mollie_meta {
      image
    }
  }
  selected_payment_method {
    code
    title
    mollie_meta {
      image
    }
  }
}
fragment CheckoutAddressFields on CartAddressInterface {
  uid
  id
  firstname
  lastname
  company
  street
  city
  postcode
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
  telephone
  vat_id
}`) as unknown as TypedDocumentString<GetCheckoutCartQuery, GetCheckoutCartQueryVariables>;
export const GetCheckoutCountriesDocument = new TypedDocumentString(`
    query GetCheckoutCountries {
  countries {
    id
    full_name_locale
    available_regions {
      id
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<GetCheckoutCountriesQuery, GetCheckoutCountriesQueryVariables>;
export const GetCheckoutCustomerDocument = new TypedDocumentString(`
    query GetCheckoutCustomer {
  customer {
    firstname
    lastname
    email
    addresses {
      id
      firstname
      lastname
      company
      street
      postcode
      city
      country_code
      region {
        region_id
        region
      }
      telephone
      vat_id
      default_billing
      default_shipping
    }
  }
}
    `) as unknown as TypedDocumentString<GetCheckoutCustomerQuery, GetCheckoutCustomerQueryVariables>;
export const GetCheckoutOrderDocument = new TypedDocumentString(`
    query GetCheckoutOrder($cartId: String!) {
  checkoutOrder(cart_id: $cartId) {
    number
    order_date
    status
    email
    is_virtual
    items {
      id
      product_name
      product_sku
      quantity_ordered
      product_sale_price {
        value
        currency
      }
      selected_options {
        label
        value
      }
      entered_options {
        label
        value
      }
    }
    total {
      subtotal_incl_tax {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
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
        title
        rate
        amount {
          value
          currency
        }
      }
    }
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    invoices {
      id
      number
      pdf_url
    }
    shipping_address {
      ...CheckoutOrderAddressFields
    }
    billing_address {
      ...CheckoutOrderAddressFields
    }
    shipping_method
  }
}
    fragment CheckoutOrderAddressFields on OrderAddress {
  firstname
  lastname
  company
  street
  postcode
  city
  region
  country_code
}`) as unknown as TypedDocumentString<GetCheckoutOrderQuery, GetCheckoutOrderQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order {
      order_number
      mollie_redirect_url
      mollie_payment_token
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const MollieProcessTransactionDocument = new TypedDocumentString(`
    mutation MollieProcessTransaction($input: MollieProcessTransactionInput!) {
  mollieProcessTransaction(input: $input) {
    paymentStatus
    redirect_to_cart
    redirect_to_success_page
    retry_until
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<MollieProcessTransactionMutation, MollieProcessTransactionMutationVariables>;
export const MollieRestoreCartDocument = new TypedDocumentString(`
    mutation MollieRestoreCart($input: MollieResetCartInput!) {
  mollieRestoreCart(input: $input) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<MollieRestoreCartMutation, MollieRestoreCartMutationVariables>;
export const PayOrderAgainDocument = new TypedDocumentString(`
    mutation PayOrderAgain($input: PaymentTokenInput!) {
  payOrderAgain(input: $input) {
    order_number
    mollie_redirect_url
  }
}
    `) as unknown as TypedDocumentString<PayOrderAgainMutation, PayOrderAgainMutationVariables>;
export const ChangeOrderPaymentMethodDocument = new TypedDocumentString(`
    mutation ChangeOrderPaymentMethod($input: PaymentTokenInput!) {
  changeOrderPaymentMethod(input: $input) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<ChangeOrderPaymentMethodMutation, ChangeOrderPaymentMethodMutationVariables>;
export const SetBillingAddressOnCartDocument = new TypedDocumentString(`
    mutation SetBillingAddressOnCart($input: SetBillingAddressOnCartInput!) {
  setBillingAddressOnCart(input: $input) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
fragment CheckoutCartFields on Cart {
  ...CartFields
  email
  items {
    uid
    product {
      uid
      merchandise {
        logo_type {
          label
        }
      }
    }
  }
  prices {
    grand_total_excluding_tax {
      value
      currency
    }
    shipping_excluding_tax {
      value
      currency
    }
  }
  shipping_addresses {
    ...CheckoutAddressFields
    same_as_billing
    save_in_address_book
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      price_incl_tax {
        value
        currency
      }
      price_excl_tax {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      price_incl_tax {
        value
        currency
      }
    }
  }
  billing_address {
    ...CheckoutAddressFields
  }
  available_payment_methods {
    code
    title
    is_test
    mollie_meta {
      image
    }
  }
  selected_payment_method {
    code
    title
    mollie_meta {
      image
    }
  }
}
fragment CheckoutAddressFields on CartAddressInterface {
  uid
  id
  firstname
  lastname
  company
  street
  city
  postcode
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
  telephone
  vat_id
}`) as unknown as TypedDocumentString<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables>;
export const SetGuestEmailOnCartDocument = new TypedDocumentString(`
    mutation SetGuestEmailOnCart($input: SetGuestEmailOnCartInput!) {
  setGuestEmailOnCart(input: $input) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
fragment CheckoutCartFields on Cart {
  ...CartFields
  email
  items {
    uid
    product {
      uid
      merchandise {
        logo_type {
          label
        }
      }
    }
  }
  prices {
    grand_total_excluding_tax {
      value
      currency
    }
    shipping_excluding_tax {
      value
      currency
    }
  }
  shipping_addresses {
    ...CheckoutAddressFields
    same_as_billing
    save_in_address_book
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      price_incl_tax {
        value
        currency
      }
      price_excl_tax {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      price_incl_tax {
        value
        currency
      }
    }
  }
  billing_address {
    ...CheckoutAddressFields
  }
  available_payment_methods {
    code
    title
    is_test
    mollie_meta {
      image
    }
  }
  selected_payment_method {
    code
    title
    mollie_meta {
      image
    }
  }
}
fragment CheckoutAddressFields on CartAddressInterface {
  uid
  id
  firstname
  lastname
  company
  street
  city
  postcode
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
  telephone
  vat_id
}`) as unknown as TypedDocumentString<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const SetPaymentMethodOnCartDocument = new TypedDocumentString(`
    mutation SetPaymentMethodOnCart($input: SetPaymentMethodOnCartInput!) {
  setPaymentMethodOnCart(input: $input) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
fragment CheckoutCartFields on Cart {
  ...CartFields
  email
  items {
    uid
    product {
      uid
      merchandise {
        logo_type {
          label
        }
      }
    }
  }
  prices {
    grand_total_excluding_tax {
      value
      currency
    }
    shipping_excluding_tax {
      value
      currency
    }
  }
  shipping_addresses {
    ...CheckoutAddressFields
    same_as_billing
    save_in_address_book
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      price_incl_tax {
        value
        currency
      }
      price_excl_tax {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      price_incl_tax {
        value
        currency
      }
    }
  }
  billing_address {
    ...CheckoutAddressFields
  }
  available_payment_methods {
    code
    title
    is_test
    mollie_meta {
      image
    }
  }
  selected_payment_method {
    code
    title
    mollie_meta {
      image
    }
  }
}
fragment CheckoutAddressFields on CartAddressInterface {
  uid
  id
  firstname
  lastname
  company
  street
  city
  postcode
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
  telephone
  vat_id
}`) as unknown as TypedDocumentString<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>;
export const SetShippingAddressesOnCartDocument = new TypedDocumentString(`
    mutation SetShippingAddressesOnCart($input: SetShippingAddressesOnCartInput!) {
  setShippingAddressesOnCart(input: $input) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
fragment CheckoutCartFields on Cart {
  ...CartFields
  email
  items {
    uid
    product {
      uid
      merchandise {
        logo_type {
          label
        }
      }
    }
  }
  prices {
    grand_total_excluding_tax {
      value
      currency
    }
    shipping_excluding_tax {
      value
      currency
    }
  }
  shipping_addresses {
    ...CheckoutAddressFields
    same_as_billing
    save_in_address_book
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      price_incl_tax {
        value
        currency
      }
      price_excl_tax {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      price_incl_tax {
        value
        currency
      }
    }
  }
  billing_address {
    ...CheckoutAddressFields
  }
  available_payment_methods {
    code
    title
    is_test
    mollie_meta {
      image
    }
  }
  selected_payment_method {
    code
    title
    mollie_meta {
      image
    }
  }
}
fragment CheckoutAddressFields on CartAddressInterface {
  uid
  id
  firstname
  lastname
  company
  street
  city
  postcode
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
  telephone
  vat_id
}`) as unknown as TypedDocumentString<SetShippingAddressesOnCartMutation, SetShippingAddressesOnCartMutationVariables>;
export const SetShippingMethodsOnCartDocument = new TypedDocumentString(`
    mutation SetShippingMethodsOnCart($input: SetShippingMethodsOnCartInput!) {
  setShippingMethodsOnCart(input: $input) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
fragment CheckoutCartFields on Cart {
  ...CartFields
  email
  items {
    uid
    product {
      uid
      merchandise {
        logo_type {
          label
        }
      }
    }
  }
  prices {
    grand_total_excluding_tax {
      value
      currency
    }
    shipping_excluding_tax {
      value
      currency
    }
  }
  shipping_addresses {
    ...CheckoutAddressFields
    same_as_billing
    save_in_address_book
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      price_incl_tax {
        value
        currency
      }
      price_excl_tax {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      price_incl_tax {
        value
        currency
      }
    }
  }
  billing_address {
    ...CheckoutAddressFields
  }
  available_payment_methods {
    code
    title
    is_test
    mollie_meta {
      image
    }
  }
  selected_payment_method {
    code
    title
    mollie_meta {
      image
    }
  }
}
fragment CheckoutAddressFields on CartAddressInterface {
  uid
  id
  firstname
  lastname
  company
  street
  city
  postcode
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
  telephone
  vat_id
}`) as unknown as TypedDocumentString<SetShippingMethodsOnCartMutation, SetShippingMethodsOnCartMutationVariables>;
export const SubmitHelpdeskTicketDocument = new TypedDocumentString(`
    mutation SubmitHelpdeskTicket($input: HelpdeskTicketInput!) {
  submitHelpdeskTicket(input: $input) {
    code
  }
}
    `) as unknown as TypedDocumentString<SubmitHelpdeskTicketMutation, SubmitHelpdeskTicketMutationVariables>;
export const GetProductsByCategoryIdsDocument = new TypedDocumentString(`
    query GetProductsByCategoryIds($ids: [String!]!, $pageSize: Int!) {
  products(filter: {category_id: {in: $ids}}, pageSize: $pageSize, currentPage: 1) {
    items {
      ...ProductCardFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<GetProductsByCategoryIdsQuery, GetProductsByCategoryIdsQueryVariables>;
export const GetProductsBySkusDocument = new TypedDocumentString(`
    query GetProductsBySkus($skus: [String!]!, $pageSize: Int!) {
  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {
    items {
      ...ProductCardFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<GetProductsBySkusQuery, GetProductsBySkusQueryVariables>;
export const ChangeCustomerPasswordDocument = new TypedDocumentString(`
    mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `) as unknown as TypedDocumentString<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables>;
export const CreateCustomerAddressDocument = new TypedDocumentString(`
    mutation CreateCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    ...CustomerAddressFields
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  uid
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  region {
    region_id
    region_code
    region
  }
  telephone
  vat_id
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const DeleteCustomerAddressDocument = new TypedDocumentString(`
    mutation DeleteCustomerAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
export const GetCountriesDocument = new TypedDocumentString(`
    query GetCountries {
  countries {
    id
    full_name_locale
    available_regions {
      id
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<GetCountriesQuery, GetCountriesQueryVariables>;
export const GetCustomerDocument = new TypedDocumentString(`
    query GetCustomer {
  customer {
    firstname
    lastname
    email
    date_of_birth
    is_subscribed
    allow_remote_shopping_assistance
    default_billing
    default_shipping
    addresses {
      ...CustomerAddressFields
    }
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  uid
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  region {
    region_id
    region_code
    region
  }
  telephone
  vat_id
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<GetCustomerQuery, GetCustomerQueryVariables>;
export const UpdateCustomerAddressDocument = new TypedDocumentString(`
    mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) {
    ...CustomerAddressFields
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  uid
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  region {
    region_id
    region_code
    region
  }
  telephone
  vat_id
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const UpdateCustomerEmailDocument = new TypedDocumentString(`
    mutation UpdateCustomerEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      firstname
      lastname
      email
      date_of_birth
      is_subscribed
      allow_remote_shopping_assistance
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const GetCategoryByIdDocument = new TypedDocumentString(`
    query GetCategoryById($id: String!) {
  categoryList(filters: {ids: {eq: $id}}) {
    uid
    name
    url_path
  }
}
    `) as unknown as TypedDocumentString<GetCategoryByIdQuery, GetCategoryByIdQueryVariables>;
export const GetProductsBySkuDocument = new TypedDocumentString(`
    query GetProductsBySku($sku: String!) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      uid
      name
      url_key
      url_suffix
    }
  }
}
    `) as unknown as TypedDocumentString<GetProductsBySkuQuery, GetProductsBySkuQueryVariables>;
export const ConfirmNewsletterSubscriptionDocument = new TypedDocumentString(`
    mutation ConfirmNewsletterSubscription($token: String!) {
  confirmNewsletterSubscription(token: $token) {
    status
  }
}
    `) as unknown as TypedDocumentString<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const SubscribeEmailToNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeEmailToNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) {
    status
  }
}
    `) as unknown as TypedDocumentString<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables>;
export const UnsubscribeFromNewsletterDocument = new TypedDocumentString(`
    mutation UnsubscribeFromNewsletter($token: String!) {
  unsubscribeFromNewsletter(token: $token) {
    status
  }
}
    `) as unknown as TypedDocumentString<UnsubscribeFromNewsletterMutation, UnsubscribeFromNewsletterMutationVariables>;
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($input: CancelOrderInput!) {
  cancelOrder(input: $input) {
    errorV2 {
      code
      message
    }
    order {
      ...CustomerOrderDetailFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const GetCustomerOrderDocument = new TypedDocumentString(`
    query GetCustomerOrder($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, pageSize: 1) {
      items {
        ...CustomerOrderDetailFields
      }
    }
  }
}
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
}`) as unknown as TypedDocumentString<GetCustomerOrderQuery, GetCustomerOrderQueryVariables>;
export const GetCustomerOrdersDocument = new TypedDocumentString(`
    query GetCustomerOrders($currentPage: Int!, $pageSize: Int!) {
  customer {
    orders(
      currentPage: $currentPage
      pageSize: $pageSize
      sort: {sort_field: CREATED_AT, sort_direction: DESC}
    ) {
      items {
        id
        number
        order_date
        status
        total {
          grand_total {
            value
            currency
          }
        }
        items {
          id
          quantity_ordered
        }
      }
      page_info {
        current_page
        page_size
        total_pages
      }
      total_count
    }
  }
}
    `) as unknown as TypedDocumentString<GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables>;
export const GuestOrderDocument = new TypedDocumentString(`
    query GuestOrder($input: GuestOrderInformationInput!) {
  guestOrder(input: $input) {
    ...CustomerOrderDetailFields
  }
}
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
}`) as unknown as TypedDocumentString<GuestOrderQuery, GuestOrderQueryVariables>;
export const GuestOrderByTokenDocument = new TypedDocumentString(`
    query GuestOrderByToken($token: String!) {
  guestOrderByToken(input: {token: $token}) {
    ...CustomerOrderDetailFields
  }
}
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
}`) as unknown as TypedDocumentString<GuestOrderByTokenQuery, GuestOrderByTokenQueryVariables>;
export const GetOrderCancellationReasonsDocument = new TypedDocumentString(`
    query GetOrderCancellationReasons {
  storeConfig {
    order_cancellation_enabled
    order_cancellation_reasons {
      description
    }
  }
}
    `) as unknown as TypedDocumentString<GetOrderCancellationReasonsQuery, GetOrderCancellationReasonsQueryVariables>;
export const CreateReturnRequestDocument = new TypedDocumentString(`
    mutation CreateReturnRequest($input: CreateReturnRequestInput!) {
  createReturnRequest(input: $input) {
    reference
    return {
      uid
      number
      label_url
    }
  }
}
    `) as unknown as TypedDocumentString<CreateReturnRequestMutation, CreateReturnRequestMutationVariables>;
export const GetOrderReturnInformationDocument = new TypedDocumentString(`
    query GetOrderReturnInformation($incrementId: String!) {
  orderReturnInformation(incrementId: $incrementId) {
    isReturnable
    refusal {
      code
      message
    }
    returnableUntil
    prepaidLabelCarrier
    items {
      order_item {
        id
        product_name
        product_sku
        selected_options {
          label
          value
        }
        entered_options {
          label
          value
        }
      }
      product {
        small_image {
          url
          label
        }
      }
      qtyOrdered
      qtyReturnable
      refusal {
        code
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetOrderReturnInformationQuery, GetOrderReturnInformationQueryVariables>;
export const GetReturnReasonsDocument = new TypedDocumentString(`
    query GetReturnReasons {
  returnReasons {
    code
    label
  }
}
    `) as unknown as TypedDocumentString<GetReturnReasonsQuery, GetReturnReasonsQueryVariables>;
export const GetCustomerReviewsDocument = new TypedDocumentString(`
    query GetCustomerReviews($currentPage: Int!, $pageSize: Int!) {
  customer {
    reviews(currentPage: $currentPage, pageSize: $pageSize) {
      items {
        product {
          uid
          sku
          name
          url_key
          url_suffix
          small_image {
            label
            sizes {
              small
            }
          }
        }
        summary
        text
        nickname
        created_at
        average_rating
        status
        shop_reply {
          text
          created_at
        }
      }
      page_info {
        current_page
        total_pages
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCustomerReviewsQuery, GetCustomerReviewsQueryVariables>;
export const GetProductReviewsDocument = new TypedDocumentString(`
    query GetProductReviews($sku: String!, $pageSize: Int!, $currentPage: Int!) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      uid
      sku
      rating_summary
      review_count
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          summary
          text
          nickname
          created_at
          average_rating
          verified_purchase
          shop_reply {
            text
            created_at
          }
        }
        page_info {
          current_page
          total_pages
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetProductReviewsQuery, GetProductReviewsQueryVariables>;
export const GetProductReviewEligibilityDocument = new TypedDocumentString(`
    query GetProductReviewEligibility($sku: String!) {
  productReviewEligibility(sku: $sku)
}
    `) as unknown as TypedDocumentString<GetProductReviewEligibilityQuery, GetProductReviewEligibilityQueryVariables>;
export const GetReviewRatingsMetadataDocument = new TypedDocumentString(`
    query GetReviewRatingsMetadata {
  productReviewRatingsMetadata {
    items {
      id
      name
      values {
        value_id
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetReviewRatingsMetadataQuery, GetReviewRatingsMetadataQueryVariables>;
export const CreateProductReviewDocument = new TypedDocumentString(`
    mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review {
      summary
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CreateProductReviewMutation, CreateProductReviewMutationVariables>;
export const GetShippingEstimateDocument = new TypedDocumentString(`
    query GetShippingEstimate {
  shippingEstimate {
    country_code
    available
    price {
      value
      currency
    }
    free_shipping_from {
      value
      currency
    }
    extra_min_days
    extra_max_days
  }
}
    `) as unknown as TypedDocumentString<GetShippingEstimateQuery, GetShippingEstimateQueryVariables>;
export const GetRootCategoryDocument = new TypedDocumentString(`
    query GetRootCategory {
  categories {
    items {
      uid
      children {
        ...MenuCategoryFields
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
            children {
              ...MenuCategoryFields
            }
          }
        }
      }
    }
  }
}
    fragment MenuCategoryFields on CategoryTree {
  uid
  name
  url_path
  include_in_menu
  position
  image
}`) as unknown as TypedDocumentString<GetRootCategoryQuery, GetRootCategoryQueryVariables>;
export const GetShopDataDocument = new TypedDocumentString(`
    query GetShopData {
  availableStores {
    store_code
    root_category_uid
  }
  customAttributeMetadata(
    attributes: [{attribute_code: "manufacturer", entity_type: "catalog_product"}, {attribute_code: "color", entity_type: "catalog_product"}, {attribute_code: "size", entity_type: "catalog_product"}]
  ) {
    items {
      attribute_code
      label
      attribute_options {
        value
        label
        swatch
      }
    }
  }
  countries {
    id
    full_name_locale
  }
  returnReasons {
    code
    label
  }
}
    `) as unknown as TypedDocumentString<GetShopDataQuery, GetShopDataQueryVariables>;
export const AddProductToWishlistDocument = new TypedDocumentString(`
    mutation AddProductToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
    wishlist {
      id
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddProductToWishlistMutation, AddProductToWishlistMutationVariables>;
export const AddWishlistItemsToCartDocument = new TypedDocumentString(`
    mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {
  addWishlistItemsToCart(
    wishlistId: $wishlistId
    wishlistItemIds: $wishlistItemIds
  ) {
    status
    wishlist {
      id
      items_count
    }
    add_wishlist_items_to_cart_user_errors {
      code
      message
      wishlistItemId
    }
  }
}
    `) as unknown as TypedDocumentString<AddWishlistItemsToCartMutation, AddWishlistItemsToCartMutationVariables>;
export const GetCustomerWishlistDocument = new TypedDocumentString(`
    query GetCustomerWishlist($currentPage: Int!, $pageSize: Int!) {
  customer {
    wishlists {
      id
      items_count
      items_v2(currentPage: $currentPage, pageSize: $pageSize) {
        items {
          id
          quantity
          added_at
          description
          price_when_added {
            value
            currency
          }
          price_now {
            value
            currency
          }
          price_changed
          unavailable_message
          product {
            ...WishlistProductFields
          }
          customizable_options {
            customizable_option_uid
            label
            values {
              customizable_option_value_uid
              label
              value
            }
          }
          ... on ConfigurableWishlistItem {
            configured_variant {
              ...WishlistProductFields
            }
            configurable_options {
              configurable_product_option_uid
              option_label
              value_label
            }
          }
        }
        page_info {
          current_page
          page_size
          total_pages
        }
      }
    }
  }
}
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
}`) as unknown as TypedDocumentString<GetCustomerWishlistQuery, GetCustomerWishlistQueryVariables>;
export const RemoveItemFromWishlistDocument = new TypedDocumentString(`
    mutation RemoveItemFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {
  removeProductsFromWishlist(
    wishlistId: $wishlistId
    wishlistItemsIds: $wishlistItemsIds
  ) {
    wishlist {
      id
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveItemFromWishlistMutation, RemoveItemFromWishlistMutationVariables>;
export const ConfirmWithdrawalDocument = new TypedDocumentString(`
    mutation ConfirmWithdrawal($token: String!) {
  confirmWithdrawal(token: $token) {
    reference
    order_number
    declared_at
    whole_order
    items_text
    confirmed
    return_reference
  }
}
    `) as unknown as TypedDocumentString<ConfirmWithdrawalMutation, ConfirmWithdrawalMutationVariables>;
export const WithdrawalConfirmationDocument = new TypedDocumentString(`
    query WithdrawalConfirmation($token: String!) {
  withdrawalConfirmation(token: $token) {
    reference
    order_number
    declared_at
    whole_order
    items_text
    confirmed
    return_reference
  }
}
    `) as unknown as TypedDocumentString<WithdrawalConfirmationQuery, WithdrawalConfirmationQueryVariables>;
export const GetWithdrawalOrdersDocument = new TypedDocumentString(`
    query GetWithdrawalOrders($pageSize: Int!) {
  customer {
    firstname
    lastname
    email
    orders(
      currentPage: 1
      pageSize: $pageSize
      sort: {sort_field: CREATED_AT, sort_direction: DESC}
    ) {
      items {
        id
        number
        order_date
        items {
          id
          product_name
          product_sku
          quantity_ordered
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetWithdrawalOrdersQuery, GetWithdrawalOrdersQueryVariables>;
export const SubmitWithdrawalDocument = new TypedDocumentString(`
    mutation SubmitWithdrawal($input: WithdrawalInput!) {
  submitWithdrawal(input: $input) {
    reference
    declared_at
    email
    return_reference
    awaiting_confirmation
  }
}
    `) as unknown as TypedDocumentString<SubmitWithdrawalMutation, SubmitWithdrawalMutationVariables>;