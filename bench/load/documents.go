package main

import (
	"errors"
	"os"
	"strings"
)

// storefrontDocuments is where GraphQL Code Generator writes the documents
// the storefront sends (string mode: each operation followed by the
// fragments it spreads).
const storefrontDocuments = "web/src/gql/graphql.ts"

// storefrontDocument returns the document the storefront sends as
// operation name (GetProductsByQuery), read from path; when path cannot be
// read it returns the copy below, and source says which it is.
func storefrontDocument(path, name string) (doc, source string, err error) {
	raw, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return productsByQuery, "the copy in bench/load (no " + path + ")", nil
	}
	if err != nil {
		return "", "", err
	}
	doc, ok := extractDocument(string(raw), name)
	if !ok {
		return "", "", errors.New("no " + name + "Document in " + path)
	}
	return doc, path, nil
}

// extractDocument finds `export const <name>Document = new
// TypedDocumentString(` + "`" + `…` + "`" + `)` in generated TypeScript.
func extractDocument(src, name string) (string, bool) {
	start := "export const " + name + "Document = new TypedDocumentString(`"
	i := strings.Index(src, start)
	if i < 0 {
		return "", false
	}
	rest := src[i+len(start):]
	end := strings.Index(rest, "`")
	if end < 0 {
		return "", false
	}
	return rest[:end], true
}

// productsByQuery is the storefront's GetProductsByQuery as it was when
// the load tool was last updated, for checkouts without the generated web
// sources. The category page sends it with a category_uid filter and sort
// by position, the search page with the search text and sort by
// relevance; both ask for the aggregations with the first page.
const productsByQuery = `
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
}`
