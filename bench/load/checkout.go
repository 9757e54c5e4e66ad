package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

// The checkout scenarios send Magento-shaped documents as PWA Studio's
// CheckoutPage talons do, for guests paying by bank transfer (an offline
// method: nothing outside the machine is asked):
//
//	checkout-place   placeOrder of guest carts made ready beforehand
//	                 (email, shipping address, shipping method, billing
//	                 address, payment method), each cart placed once;
//	                 the carts hold one piece of one of 120 products,
//	                 whose stock (10 to 38) is often smaller than their
//	                 carts, so some placements must be refused (sold
//	                 out) and each product sells out under concurrent
//	                 placements: afterwards every cart
//	                 is asked whether it made an order, and each
//	                 product's stock must have fallen by exactly its
//	                 carts' orders, never below zero (nothing oversold)
//	checkout-mix     the whole checkout of guest carts in steps, as
//	                 the rounds of a storefront's checkout: email and
//	                 shipping address, shipping method, billing address,
//	                 payment method, place; nothing oversold either
//
// Both consume their bodies (Scenario.Once): a placed cart placed again
// only answers its order, which is not what they measure.

const checkoutEmailAddressDocument = `mutation SetGuestShipping($cartId: String!, $email: String!, $address: CartAddressInput!) {
  setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } }
  setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
    cart { id shipping_addresses { available_shipping_methods { amount { currency value } available carrier_code method_code method_title } }
      prices { grand_total { currency value } } }
  }
}`

const checkoutShippingMethodDocument = `mutation SetShippingMethod($cartId: String!, $shippingMethod: ShippingMethodInput!) {
  setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$shippingMethod] }) {
    cart { id shipping_addresses { selected_shipping_method { amount { currency value } carrier_code method_code } }
      prices { grand_total { currency value } } }
  }
}`

const checkoutBillingDocument = `mutation setBillingAddress($cartId: String!) {
  setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {
    cart { id billing_address { firstname lastname city postcode } }
  }
}`

const checkoutPaymentDocument = `mutation setPaymentMethodOnCart($cartId: String!) {
  setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "banktransfer" } }) {
    cart { id selected_payment_method { code title } }
  }
}`

// checkoutPlaceDocument is PWA Studio's placeOrder with Magento 2.4.7's
// errors and Mollie's redirect fields.
const checkoutPlaceDocument = `mutation placeOrder($cartId: String!) {
  placeOrder(input: { cart_id: $cartId }) {
    order { order_number mollie_redirect_url mollie_payment_token }
    errors { code message }
  }
}`

// checkoutAddress is a German delivery address.
var checkoutAddress = map[string]any{"firstname": "Lena", "lastname": "Huber", "street": []string{"Leopoldstraße 12"},
	"city": "München", "region": "Bayern", "postcode": "80802", "country_code": "DE", "telephone": "+49 89 1234567",
	"save_in_address_book": false}

func init() {
	scenarios = append(scenarios,
		Scenario{Name: "checkout-place", Method: "POST", Path: "/graphql", Headers: graphQLHeaders, Once: true,
			Prepare: prepareCheckoutPlace, Check: checkNothingOversold, Visitor: checkoutVisitor},
		Scenario{Name: "checkout-mix", Method: "POST", Path: "/graphql", Headers: graphQLHeaders, Once: true,
			Prepare: prepareCheckoutMix, Check: checkNothingOversold, Visitor: checkoutVisitor},
	)
}

// checkoutCarts are the carts a checkout scenario made, by product, with
// each product's stock before the run; checkNothingOversold reads them.
var checkoutCarts struct {
	items []cartItem
	bySKU map[string][]string
	stock map[string]float64
	// visitors are the carts' visitors' addresses, by cart id: each cart
	// is one visitor's, as in a shop, so the limits per client (orders
	// awaiting a bank transfer among them) hold for each as for a person.
	visitors map[string]string
}

// checkoutVisitor is the visitor a checkout step's body is sent for: its
// cart's.
func checkoutVisitor(body string) string {
	var req struct {
		Variables struct {
			CartID string `json:"cartId"`
		} `json:"variables"`
	}
	if json.Unmarshal([]byte(body), &req) != nil {
		return ""
	}
	return checkoutCarts.visitors[req.Variables.CartID]
}

// checkoutCartCount is how many carts a checkout scenario prepares: more
// than a run at several hundred orders a second can place.
const checkoutCartCount = 3000

// checkoutProducts are the products the carts buy (120 with at least 10
// pieces: 25 carts each, more than many have), with their stock.
func checkoutProducts(ctx context.Context, c *client) ([]cartItem, map[string]float64, error) {
	items, err := cartProducts(ctx, c, 120, 10)
	if err != nil {
		return nil, nil, err
	}
	stock, err := stockOf(ctx, c, items)
	return items, stock, err
}

// stockOf reads the stock of items (of the variant for a configurable).
func stockOf(ctx context.Context, c *client, items []cartItem) (map[string]float64, error) {
	out := map[string]float64{}
	for _, it := range items {
		var res struct {
			Products struct {
				Items []struct {
					SKU      string  `json:"sku"`
					Stock    float64 `json:"bms_stock_qty"`
					Variants []struct {
						Product struct {
							SKU   string  `json:"sku"`
							Stock float64 `json:"bms_stock_qty"`
						} `json:"product"`
					} `json:"variants"`
				} `json:"items"`
			} `json:"products"`
		}
		sku := it.SKU
		if it.ParentSKU != "" {
			sku = it.ParentSKU
		}
		// Sent with a session cookie, so the response cache cannot
		// answer a count from before the run.
		if err := c.postWith(ctx, "/graphql", request(`query BenchStock($sku: String) { products(filter: { sku: { eq: $sku } }) {
			items { sku bms_stock_qty ... on ConfigurableProduct { variants { product { sku bms_stock_qty } } } } } }`,
			map[string]any{"sku": sku}), sessionHeaders, &res); err != nil {
			return nil, fmt.Errorf("stock of %s: %w", it.SKU, err)
		}
		found := false
		for _, p := range res.Products.Items {
			if p.SKU == it.SKU {
				out[it.SKU], found = p.Stock, true
			}
			for _, v := range p.Variants {
				if v.Product.SKU == it.SKU {
					out[it.SKU], found = v.Product.Stock, true
				}
			}
		}
		if !found {
			return nil, fmt.Errorf("stock of %s: not found", it.SKU)
		}
	}
	return out, nil
}

// checkoutStep is one step's body for a cart.
func checkoutStep(step int, cartID string) string {
	vars := map[string]any{"cartId": cartID}
	switch step {
	case 0:
		// A mailbox of its own per cart (a +tag would be one mailbox, whose
		// orders awaiting a transfer are capped).
		vars["email"], vars["address"] = "lena.huber."+cartID[:8]+"@example.com", checkoutAddress
		return request(checkoutEmailAddressDocument, vars)
	case 1:
		vars["shippingMethod"] = map[string]any{"carrier_code": "dhl", "method_code": "paket"}
		return request(checkoutShippingMethodDocument, vars)
	case 2:
		return request(checkoutBillingDocument, vars)
	case 3:
		return request(checkoutPaymentDocument, vars)
	default:
		return request(checkoutPlaceDocument, vars)
	}
}

// checkoutStepCount is the steps of checkoutStep, placing the last.
const checkoutStepCount = 5

// prepareCheckoutCarts makes n guest carts of one piece of one of the
// products each, and records them for the check.
func prepareCheckoutCarts(ctx context.Context, c *client, n int) ([]string, []cartItem, error) {
	items, stock, err := checkoutProducts(ctx, c)
	if err != nil {
		return nil, nil, err
	}
	checkoutCarts.items, checkoutCarts.bySKU, checkoutCarts.stock = items, map[string][]string{}, stock
	checkoutCarts.visitors = map[string]string{}
	ids := make([]string, n)
	for i := range ids {
		ip := fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255)
		if ids[i], err = c.newCartFor(ctx, ip); err != nil {
			return nil, nil, fmt.Errorf("cart %d: %w", i, err)
		}
		checkoutCarts.visitors[ids[i]] = ip
		it := items[i%len(items)]
		if err := c.addToCart(ctx, ids[i], it); err != nil {
			return nil, nil, err
		}
		checkoutCarts.bySKU[it.SKU] = append(checkoutCarts.bySKU[it.SKU], ids[i])
	}
	return ids, items, nil
}

// prepareCheckoutPlace makes carts ready to place and answers their
// placeOrder.
func prepareCheckoutPlace(ctx context.Context, c *client) ([]string, string, error) {
	ids, items, err := prepareCheckoutCarts(ctx, c, checkoutCartCount)
	if err != nil {
		return nil, "", err
	}
	for _, id := range ids {
		for step := range checkoutStepCount - 1 {
			var res map[string]json.RawMessage
			if err := c.graphQL(ctx, checkoutStep(step, id), &res); err != nil {
				return nil, "", fmt.Errorf("checkout step %d: %w", step, err)
			}
		}
	}
	bodies := make([]string, len(ids))
	for i, id := range ids {
		bodies[i] = checkoutStep(checkoutStepCount-1, id)
	}
	return bodies, fmt.Sprintf("placeOrder of %d guest carts ready to place (bank transfer), one piece each of %s", len(ids), describeStock(items)), nil
}

// prepareCheckoutMix answers the checkout of carts in rounds of steps: a
// cart's next step comes a round (len(carts) requests) after its last.
func prepareCheckoutMix(ctx context.Context, c *client) ([]string, string, error) {
	ids, items, err := prepareCheckoutCarts(ctx, c, checkoutCartCount/checkoutStepCount)
	if err != nil {
		return nil, "", err
	}
	var bodies []string
	for step := range checkoutStepCount {
		for _, id := range ids {
			bodies = append(bodies, checkoutStep(step, id))
		}
	}
	return bodies, fmt.Sprintf("the checkout of %d guest carts in rounds (email and address, shipping method, billing address, bank transfer, place), one piece each of %s",
		len(ids), describeStock(items)), nil
}

// describeStock says what the carts buy.
func describeStock(items []cartItem) string {
	least, most := -1.0, 0.0
	for _, it := range items {
		st := checkoutCarts.stock[it.SKU]
		if least < 0 || st < least {
			least = st
		}
		most = max(most, st)
	}
	return fmt.Sprintf("%d products with %.0f to %.0f in stock (%s, %s …)", len(items), least, most, items[0].SKU, items[1].SKU)
}

// checkNothingOversold asks every cart whether it made an order and
// checks that each product's stock fell by exactly its orders and is not
// below zero.
func checkNothingOversold(ctx context.Context, c *client) (string, error) {
	after, err := stockOf(ctx, c, checkoutCarts.items)
	if err != nil {
		return "", err
	}
	orders, soldOut, carts := 0, 0, 0
	for sku, ids := range checkoutCarts.bySKU {
		placed := 0
		carts += len(ids)
		for _, id := range ids {
			var res struct {
				Order *struct {
					Number string `json:"number"`
				} `json:"checkoutOrder"`
			}
			err := c.graphQL(ctx, request(`query Placed($id: String!) { checkoutOrder(cart_id: $id) { number } }`, map[string]any{"id": id}), &res)
			if err == nil && res.Order != nil && res.Order.Number != "" {
				placed++
			}
		}
		orders += placed
		before := checkoutCarts.stock[sku]
		if after[sku] < 0 {
			return "", fmt.Errorf("%s oversold: stock %.0f", sku, after[sku])
		}
		if before-after[sku] != float64(placed) {
			return "", fmt.Errorf("%s: stock fell from %.0f to %.0f, but %d orders were placed", sku, before, after[sku], placed)
		}
		if after[sku] == 0 {
			soldOut++
		}
	}
	if orders == 0 {
		return "", errors.New("no order was placed")
	}
	return fmt.Sprintf("%d orders of %d carts, %d of %d products sold out, every stock fell by its orders: nothing oversold",
		orders, carts, soldOut, len(checkoutCarts.bySKU)), nil
}
