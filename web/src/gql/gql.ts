/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  query IsEmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n": typeof types.IsEmailAvailableDocument,
    "\n  mutation RequestPasswordResetEmail($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": typeof types.RequestPasswordResetEmailDocument,
    "\n  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment ProductPriceFields on ProductPrice {\n    regular_price {\n      value\n      currency\n    }\n    final_price {\n      value\n      currency\n    }\n    discount {\n      percent_off\n    }\n    lowest_price_30_days {\n      value\n      currency\n    }\n    base_price {\n      value\n      currency\n    }\n  }\n": typeof types.ProductPriceFieldsFragmentDoc,
    "\n  fragment PriceRangeFields on PriceRange {\n    minimum_price {\n      ...ProductPriceFields\n    }\n    maximum_price {\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n": typeof types.PriceRangeFieldsFragmentDoc,
    "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    manufacturer\n    is_new\n    stock_status\n    care_size\n    base_price_unit\n    small_image {\n      label\n      width\n      height\n      sizes {\n        small\n        medium\n      }\n    }\n    price_range {\n      ...PriceRangeFields\n    }\n    ... on ConfigurableProduct {\n      configurable_options {\n        attribute_code\n        values {\n          value_index\n          label\n          swatch_data {\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  fragment GalleryImageFields on MediaGalleryInterface {\n    label\n    position\n    disabled\n    ... on ProductImage {\n      width\n      height\n      sizes {\n        small\n        medium\n        large\n        xlarge\n      }\n    }\n  }\n": typeof types.GalleryImageFieldsFragmentDoc,
    "\n  fragment MenuCategoryFields on CategoryTree {\n    uid\n    name\n    url_path\n    include_in_menu\n    position\n    image\n  }\n": typeof types.MenuCategoryFieldsFragmentDoc,
    "\n  fragment ProductListingFields on Products {\n    total_count\n    items {\n      ...ProductCardFields\n    }\n    aggregations @include(if: $withAggregations) {\n      attribute_code\n      label\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    sort_fields @include(if: $withAggregations) {\n      default\n      options {\n        value\n      }\n    }\n  }\n": typeof types.ProductListingFieldsFragmentDoc,
    "\n  query GetAttributesMetaData($attributes: [AttributeInput!]!) {\n    customAttributeMetadata(attributes: $attributes) {\n      items {\n        attribute_code\n        label\n        attribute_options {\n          value\n          label\n          swatch\n        }\n      }\n    }\n  }\n": typeof types.GetAttributesMetaDataDocument,
    "\n  query GetAvailableStores {\n    availableStores {\n      store_code\n      root_category_uid\n    }\n  }\n": typeof types.GetAvailableStoresDocument,
    "\n  query GetCategoryByUid($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        name\n        level\n        url_path\n        description\n        meta_title\n        meta_description\n        image\n        breadcrumbs {\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          url_path\n          include_in_menu\n          position\n          product_count\n        }\n        alternates {\n          locale\n          relative_url\n        }\n      }\n    }\n  }\n": typeof types.GetCategoryByUidDocument,
    "\n  query GetCategoryChildrenByUid($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n              children {\n                ...MenuCategoryFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetCategoryChildrenByUidDocument,
    "\n  query GetCmsBlocks($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n": typeof types.GetCmsBlocksDocument,
    "\n  query GetProductsByCategoryUIds(\n    $uids: [String!]!\n    $categoryIds: FilterEqualTypeInput\n    $manufacturer: FilterEqualTypeInput\n    $color: FilterEqualTypeInput\n    $size: FilterEqualTypeInput\n    $price: FilterRangeTypeInput\n    $sort: ProductAttributeSortInput\n    $page: Int!\n    $pageSize: Int!\n    $withAggregations: Boolean!\n  ) {\n    products(\n      filter: {\n        category_uid: { in: $uids }\n        category_id: $categoryIds\n        manufacturer: $manufacturer\n        color: $color\n        size: $size\n        price: $price\n      }\n      sort: $sort\n      currentPage: $page\n      pageSize: $pageSize\n    ) {\n      ...ProductListingFields\n    }\n  }\n": typeof types.GetProductsByCategoryUIdsDocument,
    "\n  query GetProductsByQuery(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n    $withAggregations: Boolean!\n  ) {\n    products(\n      search: $search\n      filter: $filter\n      sort: $sort\n      pageSize: $pageSize\n      currentPage: $currentPage\n    ) {\n      ...ProductListingFields\n    }\n  }\n": typeof types.GetProductsByQueryDocument,
    "\n  query GetProductsByRelationCode($relationCode: String!) {\n    products(filter: { product_relation_code: { eq: $relationCode } }, pageSize: 24) {\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n        color\n        stock_status\n      }\n    }\n  }\n": typeof types.GetProductsByRelationCodeDocument,
    "\n  query GetProductsByUrlKey($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {\n      items {\n        uid\n        sku\n        name\n        url_key\n        meta_title\n        meta_description\n        description {\n          html\n        }\n        manufacturer\n        color\n        is_new\n        stock_status\n        bms_stock_qty\n        delivery_time {\n          min_days\n          max_days\n        }\n        product_relation_code\n        care_size\n        base_price_unit\n        material_care\n        size_info\n        manufacturer_info\n        size_guide\n        media_gallery {\n          ...GalleryImageFields\n        }\n        price_range {\n          ...PriceRangeFields\n        }\n        categories {\n          uid\n          name\n          url_path\n          ... on CategoryTree {\n            breadcrumbs {\n              category_name\n              category_url_path\n            }\n          }\n        }\n        merchandise {\n          logo_width_mm\n          logo_position {\n            label\n          }\n          logo_type {\n            label\n          }\n          sublimation_options {\n            label\n          }\n          sublimation_positions {\n            label\n          }\n        }\n        product_safety {\n          manufacturer_name\n          manufacturer_address\n          manufacturer_email\n          safety_notes\n        }\n        alternates {\n          locale\n          relative_url\n        }\n        ... on CustomizableProductInterface {\n          options {\n            uid\n            title\n            required\n            sort_order\n            ... on CustomizableFieldOption {\n              value {\n                uid\n                price\n                price_type\n                max_characters\n              }\n            }\n          }\n        }\n        ... on ConfigurableProduct {\n          configurable_options {\n            attribute_code\n            label\n            position\n            values {\n              value_index\n              label\n              swatch_data {\n                value\n              }\n            }\n          }\n          variants {\n            attributes {\n              code\n              value_index\n            }\n            product {\n              sku\n              stock_status\n              bms_stock_qty\n              delivery_time {\n                min_days\n                max_days\n              }\n              price_range {\n                ...PriceRangeFields\n              }\n              media_gallery {\n                ...GalleryImageFields\n              }\n            }\n          }\n        }\n        upsell_products {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": typeof types.GetProductsByUrlKeyDocument,
    "\n  query GetRoute($url: String!) {\n    route(url: $url) {\n      type\n      relative_url\n      redirect_code\n      ... on CategoryTree {\n        uid\n      }\n      ... on ProductInterface {\n        url_key\n      }\n    }\n  }\n": typeof types.GetRouteDocument,
    "\n  mutation SubmitHelpdeskTicket($input: HelpdeskTicketInput!) {\n    submitHelpdeskTicket(input: $input) {\n      code\n    }\n  }\n": typeof types.SubmitHelpdeskTicketDocument,
    "\n  query GetProductsByCategoryIds($ids: [String!]!, $pageSize: Int!) {\n    products(filter: { category_id: { in: $ids } }, pageSize: $pageSize, currentPage: 1) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.GetProductsByCategoryIdsDocument,
    "\n  query GetProductsBySkus($skus: [String!]!, $pageSize: Int!) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.GetProductsBySkusDocument,
    "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": typeof types.ChangeCustomerPasswordDocument,
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": typeof types.CreateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": typeof types.DeleteCustomerAddressDocument,
    "\n  query GetCountries {\n    countries {\n      id\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.GetCountriesDocument,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    uid\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    region {\n      region_id\n      region_code\n      region\n    }\n    telephone\n    vat_id\n    default_billing\n    default_shipping\n  }\n": typeof types.CustomerAddressFieldsFragmentDoc,
    "\n  query GetCustomer {\n    customer {\n      firstname\n      lastname\n      email\n      date_of_birth\n      is_subscribed\n      default_billing\n      default_shipping\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": typeof types.GetCustomerDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": typeof types.UpdateCustomerAddressDocument,
    "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n": typeof types.UpdateCustomerEmailDocument,
    "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        email\n        date_of_birth\n        is_subscribed\n      }\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query GetCategoryById($id: String!) {\n    categoryList(filters: { ids: { eq: $id } }) {\n      uid\n      name\n      url_path\n    }\n  }\n": typeof types.GetCategoryByIdDocument,
    "\n  query GetProductsBySku($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n      }\n    }\n  }\n": typeof types.GetProductsBySkuDocument,
    "\n  mutation ConfirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      status\n    }\n  }\n": typeof types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": typeof types.SubscribeEmailToNewsletterDocument,
    "\n  mutation UnsubscribeFromNewsletter($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      status\n    }\n  }\n": typeof types.UnsubscribeFromNewsletterDocument,
    "\n  query GetRootCategory {\n    categories {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n              children {\n                ...MenuCategoryFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetRootCategoryDocument,
    "\n  query GetShopData {\n    availableStores {\n      store_code\n      root_category_uid\n    }\n    customAttributeMetadata(\n      attributes: [\n        { attribute_code: \"manufacturer\", entity_type: \"catalog_product\" }\n        { attribute_code: \"color\", entity_type: \"catalog_product\" }\n        { attribute_code: \"size\", entity_type: \"catalog_product\" }\n      ]\n    ) {\n      items {\n        attribute_code\n        label\n        attribute_options {\n          value\n          label\n          swatch\n        }\n      }\n    }\n    countries {\n      id\n      full_name_locale\n    }\n    returnReasons {\n      code\n      label\n    }\n  }\n": typeof types.GetShopDataDocument,
};
const documents: Documents = {
    "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  query IsEmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n": types.IsEmailAvailableDocument,
    "\n  mutation RequestPasswordResetEmail($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": types.RequestPasswordResetEmailDocument,
    "\n  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment ProductPriceFields on ProductPrice {\n    regular_price {\n      value\n      currency\n    }\n    final_price {\n      value\n      currency\n    }\n    discount {\n      percent_off\n    }\n    lowest_price_30_days {\n      value\n      currency\n    }\n    base_price {\n      value\n      currency\n    }\n  }\n": types.ProductPriceFieldsFragmentDoc,
    "\n  fragment PriceRangeFields on PriceRange {\n    minimum_price {\n      ...ProductPriceFields\n    }\n    maximum_price {\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n": types.PriceRangeFieldsFragmentDoc,
    "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    manufacturer\n    is_new\n    stock_status\n    care_size\n    base_price_unit\n    small_image {\n      label\n      width\n      height\n      sizes {\n        small\n        medium\n      }\n    }\n    price_range {\n      ...PriceRangeFields\n    }\n    ... on ConfigurableProduct {\n      configurable_options {\n        attribute_code\n        values {\n          value_index\n          label\n          swatch_data {\n            value\n          }\n        }\n      }\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  fragment GalleryImageFields on MediaGalleryInterface {\n    label\n    position\n    disabled\n    ... on ProductImage {\n      width\n      height\n      sizes {\n        small\n        medium\n        large\n        xlarge\n      }\n    }\n  }\n": types.GalleryImageFieldsFragmentDoc,
    "\n  fragment MenuCategoryFields on CategoryTree {\n    uid\n    name\n    url_path\n    include_in_menu\n    position\n    image\n  }\n": types.MenuCategoryFieldsFragmentDoc,
    "\n  fragment ProductListingFields on Products {\n    total_count\n    items {\n      ...ProductCardFields\n    }\n    aggregations @include(if: $withAggregations) {\n      attribute_code\n      label\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    sort_fields @include(if: $withAggregations) {\n      default\n      options {\n        value\n      }\n    }\n  }\n": types.ProductListingFieldsFragmentDoc,
    "\n  query GetAttributesMetaData($attributes: [AttributeInput!]!) {\n    customAttributeMetadata(attributes: $attributes) {\n      items {\n        attribute_code\n        label\n        attribute_options {\n          value\n          label\n          swatch\n        }\n      }\n    }\n  }\n": types.GetAttributesMetaDataDocument,
    "\n  query GetAvailableStores {\n    availableStores {\n      store_code\n      root_category_uid\n    }\n  }\n": types.GetAvailableStoresDocument,
    "\n  query GetCategoryByUid($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        name\n        level\n        url_path\n        description\n        meta_title\n        meta_description\n        image\n        breadcrumbs {\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          url_path\n          include_in_menu\n          position\n          product_count\n        }\n        alternates {\n          locale\n          relative_url\n        }\n      }\n    }\n  }\n": types.GetCategoryByUidDocument,
    "\n  query GetCategoryChildrenByUid($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n              children {\n                ...MenuCategoryFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.GetCategoryChildrenByUidDocument,
    "\n  query GetCmsBlocks($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n": types.GetCmsBlocksDocument,
    "\n  query GetProductsByCategoryUIds(\n    $uids: [String!]!\n    $categoryIds: FilterEqualTypeInput\n    $manufacturer: FilterEqualTypeInput\n    $color: FilterEqualTypeInput\n    $size: FilterEqualTypeInput\n    $price: FilterRangeTypeInput\n    $sort: ProductAttributeSortInput\n    $page: Int!\n    $pageSize: Int!\n    $withAggregations: Boolean!\n  ) {\n    products(\n      filter: {\n        category_uid: { in: $uids }\n        category_id: $categoryIds\n        manufacturer: $manufacturer\n        color: $color\n        size: $size\n        price: $price\n      }\n      sort: $sort\n      currentPage: $page\n      pageSize: $pageSize\n    ) {\n      ...ProductListingFields\n    }\n  }\n": types.GetProductsByCategoryUIdsDocument,
    "\n  query GetProductsByQuery(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n    $withAggregations: Boolean!\n  ) {\n    products(\n      search: $search\n      filter: $filter\n      sort: $sort\n      pageSize: $pageSize\n      currentPage: $currentPage\n    ) {\n      ...ProductListingFields\n    }\n  }\n": types.GetProductsByQueryDocument,
    "\n  query GetProductsByRelationCode($relationCode: String!) {\n    products(filter: { product_relation_code: { eq: $relationCode } }, pageSize: 24) {\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n        color\n        stock_status\n      }\n    }\n  }\n": types.GetProductsByRelationCodeDocument,
    "\n  query GetProductsByUrlKey($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {\n      items {\n        uid\n        sku\n        name\n        url_key\n        meta_title\n        meta_description\n        description {\n          html\n        }\n        manufacturer\n        color\n        is_new\n        stock_status\n        bms_stock_qty\n        delivery_time {\n          min_days\n          max_days\n        }\n        product_relation_code\n        care_size\n        base_price_unit\n        material_care\n        size_info\n        manufacturer_info\n        size_guide\n        media_gallery {\n          ...GalleryImageFields\n        }\n        price_range {\n          ...PriceRangeFields\n        }\n        categories {\n          uid\n          name\n          url_path\n          ... on CategoryTree {\n            breadcrumbs {\n              category_name\n              category_url_path\n            }\n          }\n        }\n        merchandise {\n          logo_width_mm\n          logo_position {\n            label\n          }\n          logo_type {\n            label\n          }\n          sublimation_options {\n            label\n          }\n          sublimation_positions {\n            label\n          }\n        }\n        product_safety {\n          manufacturer_name\n          manufacturer_address\n          manufacturer_email\n          safety_notes\n        }\n        alternates {\n          locale\n          relative_url\n        }\n        ... on CustomizableProductInterface {\n          options {\n            uid\n            title\n            required\n            sort_order\n            ... on CustomizableFieldOption {\n              value {\n                uid\n                price\n                price_type\n                max_characters\n              }\n            }\n          }\n        }\n        ... on ConfigurableProduct {\n          configurable_options {\n            attribute_code\n            label\n            position\n            values {\n              value_index\n              label\n              swatch_data {\n                value\n              }\n            }\n          }\n          variants {\n            attributes {\n              code\n              value_index\n            }\n            product {\n              sku\n              stock_status\n              bms_stock_qty\n              delivery_time {\n                min_days\n                max_days\n              }\n              price_range {\n                ...PriceRangeFields\n              }\n              media_gallery {\n                ...GalleryImageFields\n              }\n            }\n          }\n        }\n        upsell_products {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": types.GetProductsByUrlKeyDocument,
    "\n  query GetRoute($url: String!) {\n    route(url: $url) {\n      type\n      relative_url\n      redirect_code\n      ... on CategoryTree {\n        uid\n      }\n      ... on ProductInterface {\n        url_key\n      }\n    }\n  }\n": types.GetRouteDocument,
    "\n  mutation SubmitHelpdeskTicket($input: HelpdeskTicketInput!) {\n    submitHelpdeskTicket(input: $input) {\n      code\n    }\n  }\n": types.SubmitHelpdeskTicketDocument,
    "\n  query GetProductsByCategoryIds($ids: [String!]!, $pageSize: Int!) {\n    products(filter: { category_id: { in: $ids } }, pageSize: $pageSize, currentPage: 1) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.GetProductsByCategoryIdsDocument,
    "\n  query GetProductsBySkus($skus: [String!]!, $pageSize: Int!) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.GetProductsBySkusDocument,
    "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": types.ChangeCustomerPasswordDocument,
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": types.CreateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": types.DeleteCustomerAddressDocument,
    "\n  query GetCountries {\n    countries {\n      id\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.GetCountriesDocument,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    uid\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    region {\n      region_id\n      region_code\n      region\n    }\n    telephone\n    vat_id\n    default_billing\n    default_shipping\n  }\n": types.CustomerAddressFieldsFragmentDoc,
    "\n  query GetCustomer {\n    customer {\n      firstname\n      lastname\n      email\n      date_of_birth\n      is_subscribed\n      default_billing\n      default_shipping\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": types.GetCustomerDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": types.UpdateCustomerAddressDocument,
    "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n": types.UpdateCustomerEmailDocument,
    "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        email\n        date_of_birth\n        is_subscribed\n      }\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query GetCategoryById($id: String!) {\n    categoryList(filters: { ids: { eq: $id } }) {\n      uid\n      name\n      url_path\n    }\n  }\n": types.GetCategoryByIdDocument,
    "\n  query GetProductsBySku($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n      }\n    }\n  }\n": types.GetProductsBySkuDocument,
    "\n  mutation ConfirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      status\n    }\n  }\n": types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": types.SubscribeEmailToNewsletterDocument,
    "\n  mutation UnsubscribeFromNewsletter($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      status\n    }\n  }\n": types.UnsubscribeFromNewsletterDocument,
    "\n  query GetRootCategory {\n    categories {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n              children {\n                ...MenuCategoryFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.GetRootCategoryDocument,
    "\n  query GetShopData {\n    availableStores {\n      store_code\n      root_category_uid\n    }\n    customAttributeMetadata(\n      attributes: [\n        { attribute_code: \"manufacturer\", entity_type: \"catalog_product\" }\n        { attribute_code: \"color\", entity_type: \"catalog_product\" }\n        { attribute_code: \"size\", entity_type: \"catalog_product\" }\n      ]\n    ) {\n      items {\n        attribute_code\n        label\n        attribute_options {\n          value\n          label\n          swatch\n        }\n      }\n    }\n    countries {\n      id\n      full_name_locale\n    }\n    returnReasons {\n      code\n      label\n    }\n  }\n": types.GetShopDataDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').CreateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsEmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n"): typeof import('./graphql').IsEmailAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordResetEmail($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPriceFields on ProductPrice {\n    regular_price {\n      value\n      currency\n    }\n    final_price {\n      value\n      currency\n    }\n    discount {\n      percent_off\n    }\n    lowest_price_30_days {\n      value\n      currency\n    }\n    base_price {\n      value\n      currency\n    }\n  }\n"): typeof import('./graphql').ProductPriceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceRangeFields on PriceRange {\n    minimum_price {\n      ...ProductPriceFields\n    }\n    maximum_price {\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').PriceRangeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    manufacturer\n    is_new\n    stock_status\n    care_size\n    base_price_unit\n    small_image {\n      label\n      width\n      height\n      sizes {\n        small\n        medium\n      }\n    }\n    price_range {\n      ...PriceRangeFields\n    }\n    ... on ConfigurableProduct {\n      configurable_options {\n        attribute_code\n        values {\n          value_index\n          label\n          swatch_data {\n            value\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryImageFields on MediaGalleryInterface {\n    label\n    position\n    disabled\n    ... on ProductImage {\n      width\n      height\n      sizes {\n        small\n        medium\n        large\n        xlarge\n      }\n    }\n  }\n"): typeof import('./graphql').GalleryImageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuCategoryFields on CategoryTree {\n    uid\n    name\n    url_path\n    include_in_menu\n    position\n    image\n  }\n"): typeof import('./graphql').MenuCategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductListingFields on Products {\n    total_count\n    items {\n      ...ProductCardFields\n    }\n    aggregations @include(if: $withAggregations) {\n      attribute_code\n      label\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    sort_fields @include(if: $withAggregations) {\n      default\n      options {\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').ProductListingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAttributesMetaData($attributes: [AttributeInput!]!) {\n    customAttributeMetadata(attributes: $attributes) {\n      items {\n        attribute_code\n        label\n        attribute_options {\n          value\n          label\n          swatch\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetAttributesMetaDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAvailableStores {\n    availableStores {\n      store_code\n      root_category_uid\n    }\n  }\n"): typeof import('./graphql').GetAvailableStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCategoryByUid($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        name\n        level\n        url_path\n        description\n        meta_title\n        meta_description\n        image\n        breadcrumbs {\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          url_path\n          include_in_menu\n          position\n          product_count\n        }\n        alternates {\n          locale\n          relative_url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetCategoryByUidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCategoryChildrenByUid($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n              children {\n                ...MenuCategoryFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetCategoryChildrenByUidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCmsBlocks($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').GetCmsBlocksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductsByCategoryUIds(\n    $uids: [String!]!\n    $categoryIds: FilterEqualTypeInput\n    $manufacturer: FilterEqualTypeInput\n    $color: FilterEqualTypeInput\n    $size: FilterEqualTypeInput\n    $price: FilterRangeTypeInput\n    $sort: ProductAttributeSortInput\n    $page: Int!\n    $pageSize: Int!\n    $withAggregations: Boolean!\n  ) {\n    products(\n      filter: {\n        category_uid: { in: $uids }\n        category_id: $categoryIds\n        manufacturer: $manufacturer\n        color: $color\n        size: $size\n        price: $price\n      }\n      sort: $sort\n      currentPage: $page\n      pageSize: $pageSize\n    ) {\n      ...ProductListingFields\n    }\n  }\n"): typeof import('./graphql').GetProductsByCategoryUIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductsByQuery(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n    $withAggregations: Boolean!\n  ) {\n    products(\n      search: $search\n      filter: $filter\n      sort: $sort\n      pageSize: $pageSize\n      currentPage: $currentPage\n    ) {\n      ...ProductListingFields\n    }\n  }\n"): typeof import('./graphql').GetProductsByQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductsByRelationCode($relationCode: String!) {\n    products(filter: { product_relation_code: { eq: $relationCode } }, pageSize: 24) {\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n        color\n        stock_status\n      }\n    }\n  }\n"): typeof import('./graphql').GetProductsByRelationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductsByUrlKey($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {\n      items {\n        uid\n        sku\n        name\n        url_key\n        meta_title\n        meta_description\n        description {\n          html\n        }\n        manufacturer\n        color\n        is_new\n        stock_status\n        bms_stock_qty\n        delivery_time {\n          min_days\n          max_days\n        }\n        product_relation_code\n        care_size\n        base_price_unit\n        material_care\n        size_info\n        manufacturer_info\n        size_guide\n        media_gallery {\n          ...GalleryImageFields\n        }\n        price_range {\n          ...PriceRangeFields\n        }\n        categories {\n          uid\n          name\n          url_path\n          ... on CategoryTree {\n            breadcrumbs {\n              category_name\n              category_url_path\n            }\n          }\n        }\n        merchandise {\n          logo_width_mm\n          logo_position {\n            label\n          }\n          logo_type {\n            label\n          }\n          sublimation_options {\n            label\n          }\n          sublimation_positions {\n            label\n          }\n        }\n        product_safety {\n          manufacturer_name\n          manufacturer_address\n          manufacturer_email\n          safety_notes\n        }\n        alternates {\n          locale\n          relative_url\n        }\n        ... on CustomizableProductInterface {\n          options {\n            uid\n            title\n            required\n            sort_order\n            ... on CustomizableFieldOption {\n              value {\n                uid\n                price\n                price_type\n                max_characters\n              }\n            }\n          }\n        }\n        ... on ConfigurableProduct {\n          configurable_options {\n            attribute_code\n            label\n            position\n            values {\n              value_index\n              label\n              swatch_data {\n                value\n              }\n            }\n          }\n          variants {\n            attributes {\n              code\n              value_index\n            }\n            product {\n              sku\n              stock_status\n              bms_stock_qty\n              delivery_time {\n                min_days\n                max_days\n              }\n              price_range {\n                ...PriceRangeFields\n              }\n              media_gallery {\n                ...GalleryImageFields\n              }\n            }\n          }\n        }\n        upsell_products {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetProductsByUrlKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRoute($url: String!) {\n    route(url: $url) {\n      type\n      relative_url\n      redirect_code\n      ... on CategoryTree {\n        uid\n      }\n      ... on ProductInterface {\n        url_key\n      }\n    }\n  }\n"): typeof import('./graphql').GetRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitHelpdeskTicket($input: HelpdeskTicketInput!) {\n    submitHelpdeskTicket(input: $input) {\n      code\n    }\n  }\n"): typeof import('./graphql').SubmitHelpdeskTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductsByCategoryIds($ids: [String!]!, $pageSize: Int!) {\n    products(filter: { category_id: { in: $ids } }, pageSize: $pageSize, currentPage: 1) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetProductsByCategoryIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductsBySkus($skus: [String!]!, $pageSize: Int!) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetProductsBySkusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n"): typeof import('./graphql').ChangeCustomerPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"): typeof import('./graphql').CreateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n"): typeof import('./graphql').DeleteCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCountries {\n    countries {\n      id\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').GetCountriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    uid\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    region {\n      region_id\n      region_code\n      region\n    }\n    telephone\n    vat_id\n    default_billing\n    default_shipping\n  }\n"): typeof import('./graphql').CustomerAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCustomer {\n    customer {\n      firstname\n      lastname\n      email\n      date_of_birth\n      is_subscribed\n      default_billing\n      default_shipping\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        email\n        date_of_birth\n        is_subscribed\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCategoryById($id: String!) {\n    categoryList(filters: { ids: { eq: $id } }) {\n      uid\n      name\n      url_path\n    }\n  }\n"): typeof import('./graphql').GetCategoryByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductsBySku($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n      }\n    }\n  }\n"): typeof import('./graphql').GetProductsBySkuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      status\n    }\n  }\n"): typeof import('./graphql').ConfirmNewsletterSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n"): typeof import('./graphql').SubscribeEmailToNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromNewsletter($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      status\n    }\n  }\n"): typeof import('./graphql').UnsubscribeFromNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRootCategory {\n    categories {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n              children {\n                ...MenuCategoryFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetRootCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetShopData {\n    availableStores {\n      store_code\n      root_category_uid\n    }\n    customAttributeMetadata(\n      attributes: [\n        { attribute_code: \"manufacturer\", entity_type: \"catalog_product\" }\n        { attribute_code: \"color\", entity_type: \"catalog_product\" }\n        { attribute_code: \"size\", entity_type: \"catalog_product\" }\n      ]\n    ) {\n      items {\n        attribute_code\n        label\n        attribute_options {\n          value\n          label\n          swatch\n        }\n      }\n    }\n    countries {\n      id\n      full_name_locale\n    }\n    returnReasons {\n      code\n      label\n    }\n  }\n"): typeof import('./graphql').GetShopDataDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
