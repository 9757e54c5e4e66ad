package main

import (
	"context"
	"errors"
	"fmt"
)

// The cart scenarios send Magento-shaped documents as PWA Studio's talons
// do (the product page's add to cart with the mini cart's fields, the cart
// page's read), with Paddock's delivery window and shipping estimate:
//
//	cart-mix              add to cart, then read the cart: half the
//	                      requests add one of its four products (simple
//	                      ones or variants, in stock) to one of 48 guest
//	                      carts, half read a cart
//	cart-30-items-coupon  the cart page of a cart of 30 items with the
//	                      WILLKOMMEN10 coupon, read again and again
//	                      (Magento's pathological case)

// cartAddDocument is the product page's add to cart (PWA Studio's
// AddProductToCart) with what the header and mini cart show.
const cartAddDocument = `mutation AddProductToCart($cartId: String!, $product: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $product) {
    cart { id total_quantity prices { subtotal_including_tax { currency value } }
      items { uid quantity product { uid name url_key thumbnail { url } stock_status }
        prices { price { currency value } } ... on ConfigurableCartItem { configurable_options { option_label value_label } } } }
    user_errors { code message }
  }
}`

// cartReadDocument is the cart page (PWA Studio's GetCartDetails with its
// product listing, price summary and coupons) with Paddock's fields.
const cartReadDocument = `query GetCartDetails($cartId: String!) {
  cart(cart_id: $cartId) {
    id total_quantity is_virtual applied_coupons { code label }
    items { uid quantity is_available price_changed price_when_added { value }
      product { uid name sku url_key thumbnail { url } small_image { url } stock_status }
      prices { price { currency value } row_total { value } total_item_discount { value } }
      errors { code message }
      ... on ConfigurableCartItem { configurable_options { configurable_product_option_uid option_label configurable_product_option_value_uid value_label } }
      ... on SimpleCartItem { customizable_options { label values { label value } } } }
    prices { grand_total { currency value } subtotal_including_tax { value } subtotal_excluding_tax { value }
      discounts { amount { value } label } applied_taxes { amount { value } label } shipping_including_tax { value } }
    delivery_window { earliest latest }
    shipping_estimate { amount { value } method_title free_shipping_from { value } amount_to_free_shipping { value } }
  }
}`

func init() {
	scenarios = append(scenarios,
		Scenario{Name: "cart-mix", Method: "POST", Path: "/graphql", Headers: graphQLHeaders, Prepare: prepareCartMix},
		Scenario{Name: "cart-30-items-coupon", Method: "POST", Path: "/graphql", Headers: graphQLHeaders, Prepare: prepareLargeCart},
	)
}

// cartItem is a product to add: a simple product, or a configurable
// product's variant by its own SKU with its parent's.
type cartItem struct {
	SKU, ParentSKU string
}

// cartProducts finds products in stock (at least minStock) without
// required options, simple ones and variants of configurable ones, from
// the listings of several categories, as a visitor would pick them.
func cartProducts(ctx context.Context, c *client, want, minStock int) ([]cartItem, error) {
	cats, err := allCategories(ctx, c)
	if err != nil {
		return nil, err
	}
	var skus []string
	for _, cat := range cats {
		v := listingVariables(cat.UID)
		v["pageSize"], v["withAggregations"] = 100, false
		var res productsResult
		if err := c.graphQL(ctx, request(listingDocument, v), &res); err != nil {
			return nil, fmt.Errorf("listing of %s: %w", cat.URLPath, err)
		}
		for _, it := range res.Products.Items {
			skus = append(skus, it.SKU)
		}
	}
	type stocked struct {
		SKU   string  `json:"sku"`
		Stock float64 `json:"bms_stock_qty"`
	}
	var out []cartItem
	seen := map[string]bool{}
	for start := 0; start < len(skus) && len(out) < want; start += 50 {
		var res struct {
			Products struct {
				Items []struct {
					stocked
					Type     string `json:"__typename"`
					Required []struct {
						Required bool `json:"required"`
					} `json:"options"`
					Variants []struct {
						Product stocked `json:"product"`
					} `json:"variants"`
				} `json:"items"`
			} `json:"products"`
		}
		chunk := skus[start:min(len(skus), start+50)]
		if err := c.graphQL(ctx, request(`query BenchCartProducts($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 50) {
			items { sku __typename bms_stock_qty ... on CustomizableProductInterface { options { required } }
				... on ConfigurableProduct { variants { product { sku bms_stock_qty } } } } } }`,
			map[string]any{"skus": chunk}), &res); err != nil {
			return nil, fmt.Errorf("products: %w", err)
		}
	items:
		for _, p := range res.Products.Items {
			for _, o := range p.Required {
				if o.Required {
					continue items
				}
			}
			switch p.Type {
			case "SimpleProduct":
				if p.Stock >= float64(minStock) && !seen[p.SKU] {
					seen[p.SKU] = true
					out = append(out, cartItem{SKU: p.SKU})
				}
			case "ConfigurableProduct":
				// One variant per product: a cart of different products.
				for _, v := range p.Variants {
					if v.Product.Stock >= float64(minStock) && !seen[p.SKU] {
						seen[p.SKU] = true
						out = append(out, cartItem{SKU: v.Product.SKU, ParentSKU: p.SKU})
					}
				}
			}
		}
	}
	if len(out) < want {
		return nil, fmt.Errorf("found %d products in stock, want %d", len(out), want)
	}
	return out[:want], nil
}

// allCategories lists every category of the store below its root with
// products.
func allCategories(ctx context.Context, c *client) ([]category, error) {
	var stores struct {
		AvailableStores []struct {
			StoreCode       string `json:"store_code"`
			RootCategoryUID string `json:"root_category_uid"`
		} `json:"availableStores"`
	}
	if err := c.graphQL(ctx, request(`{ availableStores { store_code root_category_uid } }`, nil), &stores); err != nil {
		return nil, fmt.Errorf("stores: %w", err)
	}
	var out []category
	for _, s := range stores.AvailableStores {
		if s.StoreCode != graphQLHeaders["Store"] {
			continue
		}
		var tree struct {
			Categories struct {
				Items []category `json:"items"`
			} `json:"categories"`
		}
		if err := c.graphQL(ctx, request(treeQuery, map[string]any{"uid": s.RootCategoryUID}), &tree); err != nil {
			return nil, fmt.Errorf("category tree: %w", err)
		}
		var walk func([]category)
		walk = func(cs []category) {
			for _, cat := range cs {
				if cat.ProductCount > 0 {
					out = append(out, cat)
				}
				walk(cat.Children)
			}
		}
		for _, it := range tree.Categories.Items {
			walk(it.Children)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("the store has no categories with products")
	}
	return out, nil
}

// newCart creates a guest cart as the storefront does.
func (c *client) newCart(ctx context.Context) (string, error) { return c.newCartFor(ctx, "") }

// newCartFor creates a guest cart for a visitor at ip (X-Forwarded-For,
// which a server trusting loopback as its proxy believes), or for the
// load client itself when ip is empty.
func (c *client) newCartFor(ctx context.Context, ip string) (string, error) {
	var res struct {
		ID string `json:"createEmptyCart"`
	}
	header := graphQLHeaders
	if ip != "" {
		header = withHeader(header, "X-Forwarded-For", ip)
	}
	if err := c.postWith(ctx, "/graphql", request(`mutation createCart { createEmptyCart }`, nil), header, &res); err != nil {
		return "", err
	}
	if len(res.ID) != 32 {
		return "", errors.New("no cart id")
	}
	return res.ID, nil
}

func addBody(cartID string, item cartItem) string {
	in := map[string]any{"sku": item.SKU, "quantity": 1}
	if item.ParentSKU != "" {
		in["parent_sku"] = item.ParentSKU
	}
	return request(cartAddDocument, map[string]any{"cartId": cartID, "product": []any{in}})
}

// addToCart adds one of item and checks nothing was refused.
func (c *client) addToCart(ctx context.Context, cartID string, item cartItem) error {
	var res struct {
		Add struct {
			UserErrors []struct {
				Message string `json:"message"`
			} `json:"user_errors"`
		} `json:"addProductsToCart"`
	}
	if err := c.graphQL(ctx, addBody(cartID, item), &res); err != nil {
		return err
	}
	if len(res.Add.UserErrors) > 0 {
		return fmt.Errorf("adding %s: %s", item.SKU, res.Add.UserErrors[0].Message)
	}
	return nil
}

// prepareCartMix creates 48 guest carts of four products each (a typical
// cart; 48 products with at least 25 in stock) and interleaves adding one
// of a cart's products with reading a cart: quantities grow by a few per
// run, so no add runs into the stock or the quantity limit.
func prepareCartMix(ctx context.Context, c *client) ([]string, string, error) {
	const carts, perCart = 48, 4
	skus, err := cartProducts(ctx, c, carts, 25)
	if err != nil {
		return nil, "", err
	}
	ids := make([]string, carts)
	for i := range ids {
		if ids[i], err = c.newCart(ctx); err != nil {
			return nil, "", fmt.Errorf("cart %d: %w", i, err)
		}
		if err := c.addToCart(ctx, ids[i], skus[i]); err != nil {
			return nil, "", err
		}
	}
	var bodies []string
	for round := range perCart {
		for i, id := range ids {
			bodies = append(bodies, addBody(id, skus[(i+round)%len(skus)]),
				request(cartReadDocument, map[string]any{"cartId": ids[(i*7+round)%carts]}))
		}
	}
	return bodies, fmt.Sprintf("%d guest carts of %d of %d products (%s, %s …), adds and reads in turn", carts, perCart, len(skus),
		skus[0].SKU, skus[1].SKU), nil
}

// prepareLargeCart fills one cart with 30 products and the WILLKOMMEN10
// coupon and reads it.
func prepareLargeCart(ctx context.Context, c *client) ([]string, string, error) {
	skus, err := cartProducts(ctx, c, 30, 1)
	if err != nil {
		return nil, "", err
	}
	id, err := c.newCart(ctx)
	if err != nil {
		return nil, "", err
	}
	for _, item := range skus {
		if err := c.addToCart(ctx, id, item); err != nil {
			return nil, "", err
		}
	}
	var applied struct {
		Apply struct {
			Cart struct {
				Coupons []struct {
					Code string `json:"code"`
				} `json:"applied_coupons"`
			} `json:"cart"`
		} `json:"applyCouponToCart"`
	}
	if err := c.graphQL(ctx, request(`mutation Apply($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WILLKOMMEN10" }) {
		cart { applied_coupons { code } } } }`, map[string]any{"id": id}), &applied); err != nil {
		return nil, "", fmt.Errorf("coupon: %w", err)
	}
	if len(applied.Apply.Cart.Coupons) != 1 {
		return nil, "", errors.New("the coupon did not apply")
	}
	body := request(cartReadDocument, map[string]any{"cartId": id})
	var read struct {
		Cart struct {
			Items []struct {
				UID string `json:"uid"`
			} `json:"items"`
		} `json:"cart"`
	}
	if err := c.graphQL(ctx, body, &read); err != nil || len(read.Cart.Items) != 30 {
		return nil, "", fmt.Errorf("reading the cart: %d items, %v", len(read.Cart.Items), err)
	}
	return []string{body}, "GetCartDetails of a guest cart of 30 products with WILLKOMMEN10", nil
}
