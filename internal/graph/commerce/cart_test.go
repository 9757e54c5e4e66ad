package commerce_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// The cart operations as a storefront sends them, with every field of a
// cart.
const (
	cartFields = `id total_quantity is_virtual email applied_coupon { code } applied_coupons { code label }
  items { uid id quantity is_available price_when_added { value } price_changed
    prices { price { value currency } price_including_tax { value } row_total { value } row_total_including_tax { value }
      total_item_discount { value } original_item_price { value } original_row_total { value } discounts { amount { value } label applied_to coupon { code } } }
    product { uid sku name }
    errors { code message }
    ... on SimpleCartItem { customizable_options { id customizable_option_uid label type is_required sort_order
      values { id customizable_option_value_uid label value price { value units type } } } }
    ... on VirtualCartItem { customizable_options { label values { value } } }
    ... on ConfigurableCartItem { configurable_options { id configurable_product_option_uid option_label value_id configurable_product_option_value_uid value_label }
      configured_variant { sku } product { ... on ConfigurableProduct { variants { product { sku } } } } } }
  prices { grand_total { value currency } grand_total_excluding_tax { value } subtotal_including_tax { value } subtotal_excluding_tax { value }
    subtotal_with_discount_excluding_tax { value } shipping_including_tax { value } shipping_excluding_tax { value }
    discount { amount { value } label } discounts { amount { value } label applied_to coupon { code } } applied_taxes { amount { value } label rate } }
  delivery_window { earliest latest min_days max_days }
  shipping_estimate { country_code available error_message carrier_code carrier_title method_code method_title amount { value } price_incl_tax { value }
    price_excl_tax { value } free_shipping_from { value } amount_to_free_shipping { value } bulky_surcharge { value } free_by_coupon export }`
	opCreateEmptyCart = `mutation CreateEmptyCart($input: createEmptyCartInput) { createEmptyCart(input: $input) }`
	opCreateGuestCart = `mutation CreateGuestCart($input: CreateGuestCartInput) { createGuestCart(input: $input) { cart { ` + cartFields + ` } } }`
	opCart            = `query GetCart($id: String!) { cart(cart_id: $id) { ` + cartFields + ` } }`
	opCustomerCart    = `query GetCustomerCart { customerCart { ` + cartFields + ` } }`
	opAddProducts     = `mutation Add($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ` + cartFields + ` } user_errors { code message ... on InsufficientStockError { quantity } } } }`
	opUpdateItems     = `mutation Update($id: String!, $items: [CartItemUpdateInput!]!) { updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { ` + cartFields + ` } errors { code message } } }`
	opRemoveItem      = `mutation Remove($id: String!, $uid: ID) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity items { uid } } } }`
	opRemoveItemByID  = `mutation RemoveByID($id: String!, $item: Int) { removeItemFromCart(input: { cart_id: $id, cart_item_id: $item }) { cart { total_quantity } } }`
	opApplyCoupon     = `mutation Apply($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ` + cartFields + ` } } }`
	opRemoveCoupon    = `mutation RemoveCoupon($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { applied_coupons { code } prices { grand_total { value } } } } }`
	opRemoveCoupons   = `mutation RemoveCoupons($id: String!, $codes: [String!]!) { removeCouponsFromCart(input: { cart_id: $id, coupon_codes: $codes }) { cart { applied_coupons { code } } } }`
	opMergeCarts      = `mutation Merge($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ` + cartFields + ` } }`
	opProductOptions  = `query Options($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku ... on CustomizableProductInterface { options { uid title required sort_order
    ... on CustomizableFieldOption { field: value { uid max_characters price price_type } }
    ... on CustomizableDropDownOption { dropdown: value { uid option_type_id title sort_order price price_type } }
    ... on CustomizableCheckboxOption { checkbox: value { uid title price price_type available_with } } } }
    ... on ConfigurableProduct { configurable_options { attribute_code values { uid label } } } } } }`
)

// newCartAPI is the commerce API with accounts and carts on the cart
// tests' shop (carttest).
func newCartAPI(t testing.TB, d *db.DB) *customerAPI {
	t.Helper()
	return newCartAPIOf(t, d)
}

// newCartAPIOf is newCartAPI with customer accounts of other options.
func newCartAPIOf(t testing.TB, d *db.DB, opts ...func(*customer.Options)) *customerAPI {
	t.Helper()
	shop, err := carttest.Seed(context.Background(), d, customerStart)
	if err != nil {
		t.Fatal(err)
	}
	a := newCustomerAPI(t, d, opts...)
	a.shop = shop
	return a
}

// guestCart creates a guest cart through the API.
func (a *customerAPI) guestCart(t testing.TB) string {
	t.Helper()
	data := a.ok(t, "shop_de", nil, opCreateEmptyCart, nil)
	id, _ := data["createEmptyCart"].(string)
	if len(id) != cart.MaskedIDLength {
		t.Fatalf("cart id %q", id)
	}
	return id
}

// signedIn registers an account and answers its bearer header.
func (a *customerAPI) signedIn(t testing.TB, email string) map[string]string {
	t.Helper()
	a.register(t, "shop_de", email)
	return bearer(a.token(t, email, customerTestPassing))
}

// uids reads a product's option and value uids by title through the API,
// as a product page does: "Logo-Art" for an option, "Logo-Art/Stick" for
// a value, "color/Marine" for a configurable value.
func (a *customerAPI) uids(t testing.TB, sku string) map[string]string {
	t.Helper()
	data := a.ok(t, "shop_de", nil, opProductOptions, map[string]any{"sku": sku})
	out := map[string]string{}
	p := gqltest.At(data, "products.items.0")
	for _, o := range list(p, "options") {
		title := at(o, "title").(string)
		out[title] = at(o, "uid").(string)
		for _, val := range append(list(o, "dropdown"), list(o, "checkbox")...) {
			out[title+"/"+at(val, "title").(string)] = at(val, "uid").(string)
		}
		if field, ok := at(o, "field").(map[string]any); ok {
			out[title+"/"] = at(field, "uid").(string)
		}
	}
	for _, o := range list(p, "configurable_options") {
		for _, v := range list(o, "values") {
			out[at(o, "attribute_code").(string)+"/"+at(v, "label").(string)] = at(v, "uid").(string)
		}
	}
	return out
}

func TestCartLifecycleThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		shirt, jacket := a.uids(t, "RVL-TX-1"), a.uids(t, "JACKE-1")
		if shirt["Logo-Art"] == "" || shirt["Logo-Art/Sublimation"] == "" || shirt["Extras/Reitername"] == "" || shirt["Kürzel/"] == "" ||
			jacket["color/Marine"] == "" || jacket["size/M"] == "" {
			t.Fatalf("option uids %v %v", shirt, jacket)
		}

		// createGuestCart answers an empty cart.
		data := a.ok(t, "shop_en", nil, opCreateGuestCart, nil)
		id, _ := gqltest.At(data, "createGuestCart.cart.id").(string)
		want(map[string]any{"createGuestCart.cart.total_quantity": 0.0, "createGuestCart.cart.items": []any{},
			"createGuestCart.cart.prices.grand_total.value": 0.0, "createGuestCart.cart.shipping_estimate": nil,
			"createGuestCart.cart.delivery_window": nil, "createGuestCart.cart.email": nil, "createGuestCart.cart.is_virtual": false})(t, nil, data)

		// Add the club shirt with options, a jacket by its values and a
		// voucher with a message, as a product page sends them.
		items := []any{
			map[string]any{"sku": "RVL-TX-1", "quantity": 2, "selected_options": []string{shirt["Logo-Art/Sublimation"], shirt["Extras/Reitername"]},
				"entered_options": []any{map[string]any{"uid": shirt["Kürzel/"], "value": "RVL"}}},
			map[string]any{"sku": "JACKE-1", "quantity": 1, "selected_options": []string{jacket["color/Marine"], jacket["size/M"]}},
			map[string]any{"sku": "GS-25", "quantity": 1, "entered_options": []any{map[string]any{"uid": a.uids(t, "GS-25")["Grußbotschaft/"], "value": "Alles Gute!"}}},
		}
		data = a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": items})
		c := gqltest.At(data, "addProductsToCart.cart")
		if errs := list(data["addProductsToCart"], "user_errors"); len(errs) != 0 {
			t.Fatalf("user errors %v", errs)
		}
		// The shirt: 24.90 € + sublimation 4.90 € + 10 % rider's name.
		want(map[string]any{
			"total_quantity": 4.0, "is_virtual": false,
			"items.0.quantity": 2.0, "items.0.product.sku": "RVL-TX-1", "items.0.prices.price.value": 32.29, "items.0.prices.row_total.value": 64.58,
			"items.0.prices.price.currency": "EUR", "items.0.price_when_added.value": 32.29, "items.0.price_changed": false, "items.0.is_available": true,
			"items.0.customizable_options.0.label": "Logo-Art", "items.0.customizable_options.0.type": "drop_down",
			"items.0.customizable_options.0.values.0.label": "Sublimation", "items.0.customizable_options.0.values.0.price.value": 4.9,
			"items.0.customizable_options.0.values.0.price.units": "€", "items.0.customizable_options.0.values.0.customizable_option_value_uid": shirt["Logo-Art/Sublimation"],
			"items.0.customizable_options.1.label": "Extras", "items.0.customizable_options.1.type": "checkbox",
			"items.0.customizable_options.1.values.0.price.type": "PERCENT", "items.0.customizable_options.1.values.0.price.units": "%",
			"items.0.customizable_options.2.label": "Kürzel", "items.0.customizable_options.2.values.0.value": "RVL",
			"items.1.product.sku": "JACKE-1", "items.1.configured_variant.sku": "JACKE-1-NAVY-M",
			"items.1.configurable_options.0.option_label": "Farbe", "items.1.configurable_options.0.value_label": "Marine",
			"items.1.configurable_options.0.configurable_product_option_value_uid": jacket["color/Marine"],
			"items.1.configurable_options.1.value_label":                           "M",
			"items.2.product.sku": "GS-25", "items.2.customizable_options.0.values.0.value": "Alles Gute!",
			"prices.subtotal_including_tax.value": 218.58, "prices.grand_total.value": 218.58, "prices.shipping_including_tax.value": 0.0,
			"prices.applied_taxes.0.label": "MwSt. 19 %", "prices.applied_taxes.0.rate": 19.0,
			"shipping_estimate.country_code": "DE", "shipping_estimate.method_title": "DHL Paket", "shipping_estimate.amount.value": 0.0,
			"shipping_estimate.free_shipping_from.value": 75.0, "shipping_estimate.amount_to_free_shipping": nil,
			"delivery_window.earliest": "2026-12-14", "delivery_window.latest": "2026-12-23", "delivery_window.min_days": 14.0,
		})(t, nil, c.(map[string]any))
		item := func(c any, i int) string { return gqltest.At(c, "items."+strconv.Itoa(i)+".uid").(string) }
		shirtUID, jacketUID, voucherUID := item(c, 0), item(c, 1), item(c, 2)

		// The same in English: labels and messages in the Store's language.
		data = a.ok(t, "shop_en", nil, opCart, map[string]any{"id": id})
		want(map[string]any{"cart.items.0.customizable_options.0.label": "Logo type", "cart.prices.applied_taxes.0.label": "VAT 19%",
			"cart.items.1.configurable_options.0.option_label": "Color", "cart.items.1.configurable_options.0.value_label": "Navy"})(t, nil, data)

		// Quantities: more, none (removes), an unknown item, beyond stock.
		data = a.ok(t, "shop_fr", nil, opUpdateItems, map[string]any{"id": id, "items": []any{
			map[string]any{"cart_item_uid": shirtUID, "quantity": 3}, map[string]any{"cart_item_uid": voucherUID, "quantity": 0},
			map[string]any{"cart_item_uid": "bm9wZQ==", "quantity": 1}, map[string]any{"cart_item_uid": jacketUID, "quantity": 9},
			map[string]any{"cart_item_id": 999999, "quantity": 1}, map[string]any{"cart_item_uid": jacketUID},
		}})
		want(map[string]any{"updateCartItems.cart.total_quantity": 4.0, "updateCartItems.cart.items.0.quantity": 3.0,
			"updateCartItems.errors.0.code": "COULD_NOT_FIND_CART_ITEM", "updateCartItems.errors.0.message": "Cet article ne se trouve pas dans le panier.",
			"updateCartItems.errors.1.code": "INSUFFICIENT_STOCK", "updateCartItems.errors.2.code": "COULD_NOT_FIND_CART_ITEM",
			"updateCartItems.errors.3.code": "REQUIRED_PARAMETER_MISSING"})(t, nil, data)
		if n := len(list(data["updateCartItems"], "errors")); n != 4 {
			t.Errorf("%d update errors", n)
		}

		// A coupon, another, a wrong one; then away again.
		data = a.ok(t, "shop_de", nil, opApplyCoupon, map[string]any{"id": id, "code": "lindenhof15"})
		want(map[string]any{"applyCouponToCart.cart.applied_coupons.0.code": "LINDENHOF15", "applyCouponToCart.cart.applied_coupon.code": "LINDENHOF15",
			"applyCouponToCart.cart.applied_coupons.0.label": "15 % Vereinsrabatt", "applyCouponToCart.cart.prices.discounts.0.amount.value": 14.53,
			"applyCouponToCart.cart.prices.discounts.0.applied_to": "ITEM", "applyCouponToCart.cart.prices.discount.amount.value": 14.53,
			"applyCouponToCart.cart.items.0.prices.total_item_discount.value": 14.53, "applyCouponToCart.cart.items.1.prices.total_item_discount.value": 0.0,
			"applyCouponToCart.cart.items.0.prices.discounts.0.coupon.code": "LINDENHOF15",
			"applyCouponToCart.cart.prices.grand_total.value":               96.87 + 129.0 - 14.53})(t, nil, data)
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "a second coupon beside one that is not combinable", Store: "shop_en", Query: opApplyCoupon, Variables: map[string]any{"id": id, "code": "REITEN5"},
				Code: "BAD_USER_INPUT", Message: "cannot be combined", Check: category("graphql-input")},
			{Name: "a wrong code", Store: "shop_de", Query: opApplyCoupon, Variables: map[string]any{"id": id, "code": "GIBTSNICHT"},
				Code: "BAD_USER_INPUT", Message: "Der Gutscheincode ist für diesen Warenkorb nicht gültig."},
			{Name: "an expired code says the same", Store: "shop_de", Query: opApplyCoupon, Variables: map[string]any{"id": id, "code": "SOMMER2025"},
				Code: "BAD_USER_INPUT", Message: "Der Gutscheincode ist für diesen Warenkorb nicht gültig."},
		})
		data = a.ok(t, "shop_de", nil, opRemoveCoupons, map[string]any{"id": id, "codes": []string{"REITEN5"}})
		want(map[string]any{"removeCouponsFromCart.cart.applied_coupons.0.code": "LINDENHOF15"})(t, nil, data)
		data = a.ok(t, "shop_de", nil, opRemoveCoupon, map[string]any{"id": id})
		want(map[string]any{"removeCouponFromCart.cart.applied_coupons": []any{}})(t, nil, data)

		// Remove by uid and by the deprecated integer id.
		data = a.ok(t, "shop_de", nil, opRemoveItem, map[string]any{"id": id, "uid": jacketUID})
		want(map[string]any{"removeItemFromCart.cart.total_quantity": 3.0})(t, nil, data)
		shirtID, _ := catalog.ParseUID(shirtUID)
		data = a.ok(t, "shop_de", nil, opRemoveItemByID, map[string]any{"id": id, "item": shirtID})
		want(map[string]any{"removeItemFromCart.cart.total_quantity": 0.0})(t, nil, data)
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "an item no longer there", Store: "shop_en", Query: opRemoveItem, Variables: map[string]any{"id": id, "uid": jacketUID},
				Code: "NOT_FOUND", Message: "Could not find this item in the cart.", Check: category("graphql-no-such-entity")},
			{Name: "no item named", Store: "shop_en", Query: opRemoveItem, Variables: map[string]any{"id": id},
				Code: "NOT_FOUND", Message: "Could not find this item in the cart."},
		})
	})
}

// Every user error of addProductsToCart, in Magento's codes and the
// Store header's language; the request's other items are added.
func TestAddProductsToCartUserErrors(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		shirt, jacket := a.uids(t, "RVL-TX-1"), a.uids(t, "JACKE-1")
		id := a.guestCart(t)
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "LETZTE-1", "quantity": 1}}})
		items := []any{
			map[string]any{"sku": "NIEMALS", "quantity": 1},
			map[string]any{"sku": "LEER-1", "quantity": 1},
			map[string]any{"sku": "LETZTE-1", "quantity": 1},
			map[string]any{"sku": "JACKE-1", "quantity": 1, "selected_options": []string{jacket["color/Marine"]}},
			map[string]any{"sku": "HOSE-1", "quantity": 0.5},
			map[string]any{"sku": "RVL-TX-1", "quantity": 1, "entered_options": []any{map[string]any{"uid": shirt["Kürzel/"], "value": "ZU LANG"}},
				"selected_options": []string{shirt["Logo-Art/Stick"]}},
			map[string]any{"sku": "RVL-TX-1", "quantity": 1, "selected_options": []string{"not-a-uid"}},
			map[string]any{"sku": "HOSE-1", "quantity": 2},
		}
		for _, tt := range []struct {
			store string
			codes []string
			msgs  []string
		}{
			{"shop_en", []string{"PRODUCT_NOT_FOUND", "NOT_SALABLE", "INSUFFICIENT_STOCK", "REQUIRED_PARAMETER_MISSING", "INVALID_PARAMETER_VALUE",
				"INVALID_PARAMETER_VALUE", "INVALID_PARAMETER_VALUE"},
				[]string{`Could not find a product with SKU "NIEMALS".`, `"Mähnenkamm (en)" is currently out of stock.`, `Only 1 of "Hufkratzer (en)" are in stock.`,
					`Please choose "Size".`, "Please enter a whole quantity from 1 to 999.", `"Initials" takes at most 5 characters.`,
					"An option chosen does not belong to this product. Please reload the page and choose again."}},
			{"shop_fr", nil, []string{`Aucun article ne porte la référence « NIEMALS ».`}},
			{"shop_de", nil, []string{`Es gibt keinen Artikel mit der Artikelnummer „NIEMALS“.`}},
		} {
			data := a.ok(t, tt.store, nil, opAddProducts, map[string]any{"id": id, "items": items})
			errs := list(data["addProductsToCart"], "user_errors")
			if len(errs) != 7 {
				t.Fatalf("%s: user errors %v", tt.store, errs)
			}
			for i, code := range tt.codes {
				if at(errs[i], "code") != code {
					t.Errorf("%s: error %d is %v; want %s", tt.store, i, at(errs[i], "code"), code)
				}
			}
			for i, m := range tt.msgs {
				if at(errs[i], "message") != m {
					t.Errorf("%s: error %d says %q; want %q", tt.store, i, at(errs[i], "message"), m)
				}
			}
			if at(errs[2], "quantity") != 0.0 {
				t.Errorf("InsufficientStockError.quantity %v", errs[2])
			}
		}
		// The trousers went in each time.
		data := a.ok(t, "shop_de", nil, opCart, map[string]any{"id": id})
		want(map[string]any{"cart.total_quantity": 7.0, "cart.items.1.product.sku": "HOSE-1", "cart.items.1.quantity": 6.0})(t, nil, data)

		// Stock that runs out after adding: the item says so.
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "no items", Store: "shop_en", Query: opAddProducts, Variables: map[string]any{"id": id, "items": []any{}},
				Code: "BAD_USER_INPUT", Message: "Please add 1 to 50 items at a time."},
		})
	})
}

// A product's option dependencies reach the storefront as available_with
// (Paddock's addition to Magento's value types), and the cart refuses a
// value whose needed values are not chosen with a translated user error,
// adding nothing (issue 24, point 16).
func TestOptionDependenciesThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		shirt := a.uids(t, "RVL-TX-1")
		data := a.ok(t, "shop_de", nil, opProductOptions, map[string]any{"sku": "RVL-TX-1"})
		var front, back, extras []any
		for _, o := range list(gqltest.At(data, "products.items.0"), "options") {
			for _, v := range list(o, "checkbox") {
				switch at(o, "title").(string) + "/" + at(v, "title").(string) {
				case "Druckort/Vorne":
					front = at(v, "available_with").([]any)
				case "Druckort/Hinten":
					back = at(v, "available_with").([]any)
				case "Extras/Vereinsname":
					extras = at(v, "available_with").([]any)
				}
			}
		}
		if fmt.Sprint(front) != fmt.Sprint([]any{shirt["Logo-Art/Sublimation"], shirt["Extras/Vereinsname"], shirt["Extras/Reitername"]}) ||
			fmt.Sprint(back) != fmt.Sprint([]any{shirt["Logo-Art/Sublimation"]}) || extras == nil || len(extras) != 0 {
			t.Errorf("available_with: front %v, back %v, club name %v", front, back, extras)
		}

		id := a.guestCart(t)
		item := func(selected ...string) map[string]any {
			return map[string]any{"sku": "RVL-TX-1", "quantity": 1, "selected_options": selected,
				"entered_options": []any{map[string]any{"uid": shirt["Kürzel/"], "value": "RVL"}}}
		}
		for _, tt := range []struct{ store, msg string }{
			{"shop_de", "„Hinten“ bei „Druckort“ gibt es nur mit „Logo-Art“: Sublimation. Bitte ändern Sie Ihre Auswahl."},
			{"shop_en", `"Back" for "Print place" is only available with "Logo type": Sublimation. Please change your choice.`},
			{"shop_fr", "«\u00a0Dos\u00a0» pour «\u00a0Emplacement\u00a0» n’est possible qu’avec «\u00a0Type de logo\u00a0»\u202f: Sublimation. Veuillez modifier votre choix."},
		} {
			data := a.ok(t, tt.store, nil, opAddProducts, map[string]any{"id": id, "items": []any{item(shirt["Logo-Art/Stick"], shirt["Druckort/Hinten"])}})
			errs := list(data["addProductsToCart"], "user_errors")
			if len(errs) != 1 || at(errs[0], "code") != "INVALID_PARAMETER_VALUE" || at(errs[0], "message") != tt.msg {
				t.Errorf("%s: %v; want %q", tt.store, errs, tt.msg)
			}
			want(map[string]any{"addProductsToCart.cart.total_quantity": 0.0})(t, nil, data)
		}
		// With the sublimated logo the same place goes in.
		data = a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{item(shirt["Logo-Art/Sublimation"], shirt["Druckort/Hinten"])}})
		if errs := list(data["addProductsToCart"], "user_errors"); len(errs) != 0 {
			t.Errorf("an allowed combination refused: %v", errs)
		}
		want(map[string]any{"addProductsToCart.cart.total_quantity": 1.0})(t, nil, data)
	})
}

// What one order may hold answers addProductsToCart and updateCartItems in
// Magento's user error shape (INVALID_PARAMETER_VALUE, "The most you may
// purchase is …" in the Store header's language), and the line keeps its
// quantity (issue 23, point 5).
func TestOrderLimitsAnswerMagentosUserErrors(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		id := a.guestCart(t)
		data := a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "BULK-01", "quantity": 21}}})
		errs := list(data["addProductsToCart"], "user_errors")
		if len(errs) != 1 || at(errs[0], "code") != "INVALID_PARAMETER_VALUE" ||
			at(errs[0], "message") != "Von „Putzschwamm 1“ können Sie höchstens 20 Stück auf einmal bestellen." {
			t.Errorf("21 at once: %v", errs)
		}
		data = a.ok(t, "shop_en", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "BULK-01", "quantity": 20}}})
		uid := gqltest.At(data, "addProductsToCart.cart.items.0.uid")
		data = a.ok(t, "shop_fr", nil, opUpdateItems, map[string]any{"id": id, "items": []any{map[string]any{"cart_item_uid": uid, "quantity": 25}}})
		errs = list(data["updateCartItems"], "errors")
		if len(errs) != 1 || at(errs[0], "code") != "INVALID_PARAMETER_VALUE" ||
			at(errs[0], "message") != "Vous pouvez commander au plus 20 exemplaires de « Putzschwamm 1 (fr) » à la fois." {
			t.Errorf("updated to 25: %v", errs)
		}
		want(map[string]any{"updateCartItems.cart.items.0.quantity": 20.0})(t, nil, data)
	})
}

// A cart answers to its owner only: a guest cart to anyone with its id who
// is not signed in, a customer's only with that customer's session. Any other id is answered
// as not found, the same for each, in every operation.
func TestForeignCartsAreNotFound(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		anna := a.signedIn(t, "anna@example.de")
		ben := a.signedIn(t, "ben@example.de")
		data := a.ok(t, "shop_de", anna, opCustomerCart, nil)
		annas, _ := gqltest.At(data, "customerCart.id").(string)
		if again := a.ok(t, "shop_de", anna, opCustomerCart, nil); gqltest.At(again, "customerCart.id") != annas || len(annas) != 32 {
			t.Fatalf("customer cart %v, %v", annas, again)
		}
		if got := a.ok(t, "shop_de", anna, opCreateEmptyCart, nil); got["createEmptyCart"] != annas {
			t.Errorf("createEmptyCart of a customer answers %v; want the customer's cart", got)
		}
		a.ok(t, "shop_de", anna, opAddProducts, map[string]any{"id": annas, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
		data = a.ok(t, "shop_de", anna, opCart, map[string]any{"id": annas})
		want(map[string]any{"cart.email": "anna@example.de", "cart.total_quantity": 1.0})(t, nil, data)
		guest := a.guestCart(t)

		notFound := func(name, store string, header map[string]string, query string, vars map[string]any, message string) gqltest.Scenario {
			return gqltest.Scenario{Name: name, Store: store, Header: header, Query: query, Variables: vars, Code: "NOT_FOUND", Message: message,
				Check: category("graphql-no-such-entity")}
		}
		en := "Could not find a cart with this ID."
		var scenarios []gqltest.Scenario
		for _, who := range []struct {
			name   string
			header map[string]string
		}{{"without a session", nil}, {"with another customer's session", ben}} {
			for _, op := range []struct {
				name  string
				query string
				vars  map[string]any
			}{
				{"cart", opCart, map[string]any{"id": annas}},
				{"addProductsToCart", opAddProducts, map[string]any{"id": annas, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}}},
				{"updateCartItems", opUpdateItems, map[string]any{"id": annas, "items": []any{map[string]any{"cart_item_uid": "MQ==", "quantity": 5}}}},
				{"removeItemFromCart", opRemoveItem, map[string]any{"id": annas, "uid": "MQ=="}},
				{"applyCouponToCart", opApplyCoupon, map[string]any{"id": annas, "code": "REITEN5"}},
				{"removeCouponFromCart", opRemoveCoupon, map[string]any{"id": annas}},
				{"removeCouponsFromCart", opRemoveCoupons, map[string]any{"id": annas, "codes": []string{"REITEN5"}}},
				{"setGuestEmailOnCart", opSetGuestEmail, map[string]any{"id": annas, "email": "x@example.de"}},
				{"setShippingAddressesOnCart", opSetShipping, map[string]any{"id": annas, "addresses": []any{map[string]any{"address": lena()}}}},
				{"setBillingAddressOnCart", opSetBilling, map[string]any{"id": annas, "billing": map[string]any{"address": lena()}}},
				{"setShippingMethodsOnCart", opSetMethod, map[string]any{"id": annas, "methods": []any{map[string]any{"carrier_code": "dhl", "method_code": "paket"}}}},
				{"setPaymentMethodOnCart", opSetPayment, map[string]any{"id": annas, "code": "banktransfer"}},
			} {
				scenarios = append(scenarios, notFound(op.name+" of a customer's cart "+who.name, "shop_en", who.header, op.query, op.vars, en))
			}
		}
		scenarios = append(scenarios,
			notFound("an unknown id", "shop_en", nil, opCart, map[string]any{"id": strings.Repeat("Q", 32)}, en),
			notFound("an unknown id in German", "shop_de", nil, opCart, map[string]any{"id": strings.Repeat("Q", 32)}, "Der Warenkorb mit dieser ID wurde nicht gefunden."),
			notFound("an unknown id in French", "shop_fr", anna, opCart, map[string]any{"id": "kurz"}, "Impossible de trouver un panier avec cet identifiant."),
			notFound("merging another customer's cart", "shop_en", ben, opMergeCarts, map[string]any{"source": annas}, en),
			notFound("merging into another customer's cart", "shop_en", ben, opMergeCarts, map[string]any{"source": guest, "destination": annas}, en),
			gqltest.Scenario{Name: "customerCart without a session", Store: "shop_en", Query: opCustomerCart, Code: "UNAUTHENTICATED",
				Check: category("graphql-authorization")},
			gqltest.Scenario{Name: "mergeCarts without a session", Store: "shop_en", Query: opMergeCarts, Variables: map[string]any{"source": guest},
				Code: "UNAUTHENTICATED", Check: category("graphql-authorization")},
			// As Magento's GetCartForUser: a guest cart is no signed-in
			// customer's to operate (mergeCarts takes it over).
			notFound("a guest cart with a signed-in customer's session", "shop_en", ben, opCart, map[string]any{"id": guest}, en),
			gqltest.Scenario{Name: "the guest cart still answers its guest", Store: "shop_en", Query: opCart,
				Variables: map[string]any{"id": guest}, Data: map[string]any{"cart.id": guest}},
			gqltest.Scenario{Name: "createGuestCart while signed in", Store: "shop_en", Header: ben, Query: opCreateGuestCart,
				Code: "BAD_USER_INPUT", Message: "please use your customer cart"},
			gqltest.Scenario{Name: "createGuestCart with an id of one's own", Store: "shop_en", Query: opCreateGuestCart,
				Variables: map[string]any{"input": map[string]any{"cart_uid": strings.Repeat("A", 32)}}, Code: "BAD_USER_INPUT", Field: "cart_uid"},
			gqltest.Scenario{Name: "createEmptyCart with an id of one's own", Store: "shop_de", Query: opCreateEmptyCart,
				Variables: map[string]any{"input": map[string]any{"cart_id": strings.Repeat("A", 32)}}, Code: "BAD_USER_INPUT", Field: "cart_id",
				Message: "Die IDs von Warenkörben vergibt der Shop"},
		)
		gqltest.Run(t, a.h, "/graphql", scenarios)
		// Nothing of Anna's changed.
		data = a.ok(t, "shop_de", anna, opCart, map[string]any{"id": annas})
		want(map[string]any{"cart.total_quantity": 1.0, "cart.applied_coupons": []any{}})(t, nil, data)
	})
}

func TestMergeCartsThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		shirt := a.uids(t, "RVL-TX-1")
		withInitials := func(initials string, qty int) map[string]any {
			return map[string]any{"sku": "RVL-TX-1", "quantity": qty, "selected_options": []string{shirt["Logo-Art/Stick"]},
				"entered_options": []any{map[string]any{"uid": shirt["Kürzel/"], "value": initials}}}
		}
		anna := a.signedIn(t, "anna@example.de")
		annas, _ := gqltest.At(a.ok(t, "shop_de", anna, opCustomerCart, nil), "customerCart.id").(string)
		a.ok(t, "shop_de", anna, opAddProducts, map[string]any{"id": annas, "items": []any{withInitials("RVL", 1), map[string]any{"sku": "HOSE-1", "quantity": 1}}})

		// A guest cart: the same shirt, the shirt with other initials, and a
		// voucher; merged into Anna's on sign-in.
		guest := a.guestCart(t)
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": guest, "items": []any{withInitials("RVL", 2), withInitials("AH", 1),
			map[string]any{"sku": "GS-25", "quantity": 1}}})
		data := a.ok(t, "shop_de", anna, opMergeCarts, map[string]any{"source": guest, "destination": annas})
		want(map[string]any{"mergeCarts.id": annas, "mergeCarts.total_quantity": 6.0, "mergeCarts.items.0.quantity": 3.0,
			"mergeCarts.items.1.product.sku": "HOSE-1", "mergeCarts.items.2.customizable_options.1.values.0.value": "AH",
			"mergeCarts.items.3.product.sku": "GS-25"})(t, nil, data)
		// The guest cart is gone; a failed merge changes nothing.
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "the merged guest cart", Store: "shop_en", Query: opCart, Variables: map[string]any{"id": guest}, Code: "NOT_FOUND"},
			{Name: "merging it again", Store: "shop_en", Header: anna, Query: opMergeCarts, Variables: map[string]any{"source": guest}, Code: "NOT_FOUND"},
			{Name: "a cart into itself", Store: "shop_en", Header: anna, Query: opMergeCarts, Variables: map[string]any{"source": annas},
				Code: "BAD_USER_INPUT", Message: "cannot be merged into itself"},
		})
		// Into the customer's cart when no destination is named (2.4.7).
		other := a.guestCart(t)
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": other, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
		data = a.ok(t, "shop_de", anna, opMergeCarts, map[string]any{"source": other})
		want(map[string]any{"mergeCarts.id": annas, "mergeCarts.total_quantity": 7.0})(t, nil, data)
	})
}

// Cart operations never travel as GET, and no cart answer may be kept by
// a cache: not the browser's, not a proxy's, not the shop's own.
func TestCartOperationsArePostOnlyAndNeverCached(t *testing.T) {
	a := newCartAPI(t, dbtest.New(t, db.SQLite))
	id := a.guestCart(t)
	get := a.raw(t, http.MethodGet, "shop_en", nil, opCart, map[string]any{"id": id})
	var res gqltest.Response
	_ = json.Unmarshal(get.Body.Bytes(), &res)
	if get.Code != http.StatusMethodNotAllowed || res.Code() != "METHOD_NOT_ALLOWED" || !strings.Contains(res.Message(), "POST") ||
		get.Header().Get("Cache-Control") != "no-store" || strings.Contains(get.Body.String(), id) {
		t.Errorf("GET of a cart: %d %s %v", get.Code, get.Body.String(), get.Header())
	}
	for _, q := range []string{opCart, opCreateEmptyCart, opCreateGuestCart} {
		post := a.raw(t, http.MethodPost, "shop_en", nil, q, map[string]any{"id": id})
		if post.Code != http.StatusOK || post.Header().Get("Cache-Control") != "no-store" || post.Header().Get("X-Paddock-Cache") != "" {
			t.Errorf("POST %.30s: %d %v", q, post.Code, post.Header())
		}
	}
	// A catalogue query beside them stays cacheable.
	if w := a.raw(t, http.MethodGet, "shop_en", nil, `query { storeConfig { store_code } }`, nil); w.Code != http.StatusOK || w.Header().Get("Cache-Control") == "no-store" {
		t.Errorf("a catalogue read: %d %v", w.Code, w.Header())
	}
}

// The totals the API answers add up to the cent, and the 30-item cart
// with a coupon reads in few statements.
func TestCartTotalsThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		id := a.guestCart(t)
		var items []any
		for i := 1; i <= 30; i++ {
			items = append(items, map[string]any{"sku": carttest.Bulk(i), "quantity": 1 + i%3})
		}
		items = append(items, map[string]any{"sku": "HAFER-20", "quantity": 1})
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": items})
		a.ok(t, "shop_de", nil, opApplyCoupon, map[string]any{"id": id, "code": "WILLKOMMEN10"})
		data := a.ok(t, "shop_de", nil, opCart, map[string]any{"id": id})
		cents := func(path string) int64 {
			v, _ := gqltest.At(data, "cart."+path).(float64)
			return int64(v*100 + 0.5)
		}
		grand, sub, ship := cents("prices.grand_total.value"), cents("prices.subtotal_including_tax.value"), cents("prices.shipping_including_tax.value")
		var discounts, taxes int64
		for i := range list(gqltest.At(data, "cart.prices"), "discounts") {
			discounts += cents("prices.discounts." + strconv.Itoa(i) + ".amount.value")
		}
		for i := range list(gqltest.At(data, "cart.prices"), "applied_taxes") {
			taxes += cents("prices.applied_taxes." + strconv.Itoa(i) + ".amount.value")
		}
		if len(list(gqltest.At(data, "cart"), "items")) != 31 || discounts == 0 || taxes == 0 || grand != sub-discounts+ship ||
			cents("prices.subtotal_with_discount_excluding_tax.value")+cents("prices.shipping_excluding_tax.value")+taxes != grand ||
			cents("prices.grand_total_excluding_tax.value") != grand-taxes {
			t.Errorf("totals do not add up: %v", gqltest.At(data, "cart.prices"))
		}
		labels := []string{}
		for _, tx := range list(gqltest.At(data, "cart.prices"), "applied_taxes") {
			labels = append(labels, at(tx, "label").(string))
		}
		if !slices.Equal(labels, []string{"MwSt. 19 %", "MwSt. 7 %"}) {
			t.Errorf("tax labels %v", labels)
		}
	})
}

// The cart's clock is the API's: a price that changes shows as changed.
func TestPriceChangedThroughGraphQL(t *testing.T) {
	a := newCartAPI(t, dbtest.New(t, db.SQLite))
	id := a.guestCart(t)
	a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
	cat := a.catalog
	until := customerStart.Add(48 * time.Hour)
	special := catalog.Money(4990)
	if _, err := cat.SaveProduct(context.Background(), catalog.ProductInput{Type: catalog.Simple, SKU: "HOSE-1", IsActive: true,
		Name: catalog.Localized{"de": "Reithose Klassik"}, Price: 5990, SpecialPrice: &special, SpecialTo: &until, TaxClass: catalog.StandardRate,
		StockQty: 10, DeliveryMinDays: 2, DeliveryMaxDays: 4, CategoryIDs: []int64{a.shop.Rider}}); err != nil {
		t.Fatal(err)
	}
	data := a.ok(t, "shop_de", nil, opCart, map[string]any{"id": id})
	want(map[string]any{"cart.items.0.prices.price.value": 49.9, "cart.items.0.price_when_added.value": 59.9, "cart.items.0.price_changed": true,
		"cart.items.0.prices.original_item_price.value": 59.9})(t, nil, data)
}

// Cart ids are credentials: no log line and no error message holds one,
// whatever goes wrong.
func TestCartIDsAreNeverLoggedOrEchoed(t *testing.T) {
	a := newCartAPI(t, dbtest.New(t, db.SQLite))
	anna := a.signedIn(t, "anna@example.de")
	annas, _ := gqltest.At(a.ok(t, "shop_de", anna, opCustomerCart, nil), "customerCart.id").(string)
	guest := a.guestCart(t)
	var answers []string
	for _, res := range []gqltest.Response{
		a.do(t, "shop_en", nil, opCart, map[string]any{"id": annas}),
		a.do(t, "shop_en", nil, opAddProducts, map[string]any{"id": annas, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}}),
		a.do(t, "shop_en", nil, opApplyCoupon, map[string]any{"id": guest, "code": "FALSCH"}),
		a.do(t, "shop_en", nil, opRemoveItem, map[string]any{"id": guest, "uid": "MTIz"}),
		a.do(t, "shop_en", anna, opMergeCarts, map[string]any{"source": annas}),
		a.do(t, "shop_en", nil, opMergeCarts, map[string]any{"source": guest}),
		a.do(t, "shop_en", nil, `query { cart(cart_id: "`+annas+`") { id nope } }`, nil),
	} {
		if len(res.Errors) == 0 {
			t.Errorf("no error: %+v", res)
		}
		b, _ := json.Marshal(res.Errors)
		answers = append(answers, string(b))
	}
	get := a.raw(t, http.MethodGet, "shop_en", nil, opCart, map[string]any{"id": guest})
	answers = append(answers, get.Body.String())
	for _, id := range []string{annas, guest} {
		if logs := a.logs.String(); strings.Contains(logs, id) {
			t.Errorf("a cart id was logged: %s", logs)
		}
		for _, ans := range answers {
			if strings.Contains(ans, id) {
				t.Errorf("a cart id was echoed: %s", ans)
			}
		}
	}
}

// The shipping promise before any goods goes to the visitor's country:
// a guest's by the Store header's language (France for French, Germany
// otherwise), a signed-in customer's by the default shipping address.
// Its answer is never kept: not by the shop's response cache, not by a
// browser's or proxy's (no-store), so a customer's country never reaches
// another visitor, even over GET beside a cacheable catalogue field.
func TestShippingEstimateForTheVisitor(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		ctx := context.Background()
		if err := customer.Seed(ctx, d, []customer.SeedAccount{{Locale: i18n.French, Email: "lena@example.at", Password: customerTestPassing,
			Firstname: "Lena", Lastname: "Huber", Addresses: []customer.SeedAddress{{Firstname: "Lena", Lastname: "Huber",
				Street: []string{"Maria-Theresien-Straße 1"}, Postcode: "6020", City: "Innsbruck", CountryCode: "AT", DefaultShipping: true}}}}); err != nil {
			t.Fatal(err)
		}
		const op = `query ShippingEstimate { shippingEstimate { country_code available carrier_title method_title price { value currency }
  free_shipping_from { value } extra_min_days extra_max_days export } }`
		const withCatalogue = `query { storeConfig { store_code } shippingEstimate { country_code } }`
		ask := func(t *testing.T, store string, header map[string]string, query string) map[string]any {
			t.Helper()
			w := a.raw(t, http.MethodGet, store, header, query, nil)
			var res gqltest.Response
			if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil || w.Code != http.StatusOK || len(res.Errors) > 0 {
				t.Fatalf("%s: %d %s", store, w.Code, w.Body.String())
			}
			if w.Header().Get("Cache-Control") != "no-store" || w.Header().Get("X-Paddock-Cache") != "" {
				t.Errorf("%s %v: cacheable %v", store, header, w.Header())
			}
			return res.Data
		}
		lena := browser(a.cookie(t, "lena@example.at"))
		for _, tc := range []struct {
			name, store string
			header      map[string]string
			want        map[string]any
		}{
			{"a guest reading French", "shop_fr", nil, map[string]any{"country_code": "FR", "available": true, "method_title": "Colis DHL",
				"price.value": 9.95, "price.currency": "EUR", "free_shipping_from.value": 150.0, "extra_min_days": 1.0, "extra_max_days": 2.0, "export": false}},
			{"a guest reading German", "shop_de", nil, map[string]any{"country_code": "DE", "method_title": "DHL Paket", "price.value": 4.95,
				"free_shipping_from.value": 75.0, "extra_min_days": 0.0, "extra_max_days": 0.0}},
			{"a guest reading English", "shop_en", nil, map[string]any{"country_code": "DE", "free_shipping_from.value": 75.0}},
			{"a customer in Austria reading French", "shop_fr", lena, map[string]any{"country_code": "AT", "price.value": 9.95,
				"free_shipping_from.value": 150.0}},
			{"a customer in Austria reading German", "shop_de", bearer(a.token(t, "lena@example.at", customerTestPassing)),
				map[string]any{"country_code": "AT", "method_title": "DHL Paket"}},
			{"a guest reading French after her", "shop_fr", nil, map[string]any{"country_code": "FR"}},
		} {
			data := ask(t, tc.store, tc.header, op)
			for path, want := range tc.want {
				if got := gqltest.At(data, "shippingEstimate."+path); got != want {
					t.Errorf("%s: %s = %v; want %v", tc.name, path, got, want)
				}
			}
		}
		// Beside a cacheable field the whole answer stays uncached: the
		// guest after Lena gets France, not her Austria.
		for _, tc := range []struct {
			header map[string]string
			want   string
		}{{lena, "AT"}, {nil, "FR"}, {nil, "FR"}} {
			if got := gqltest.At(ask(t, "shop_fr", tc.header, withCatalogue), "shippingEstimate.country_code"); got != tc.want {
				t.Errorf("beside storeConfig: %v; want %s", got, tc.want)
			}
		}
	})
}
