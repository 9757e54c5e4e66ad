package commerce_test

import (
	"testing"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

const (
	checkoutAddressFields = `uid id firstname lastname company street city postcode telephone vat_id region { code label region_id } country { code label }`
	checkoutFields        = `id email shipping_addresses { ` + checkoutAddressFields + ` same_as_billing save_in_address_book
    available_shipping_methods { carrier_code carrier_title method_code method_title amount { value } price_incl_tax { value } price_excl_tax { value } available error_message }
    selected_shipping_method { carrier_code method_code carrier_title method_title amount { value } price_incl_tax { value } price_excl_tax { value } }
    cart_items_v2 { uid } }
  billing_address { ` + checkoutAddressFields + ` }
  prices { grand_total { value } shipping_including_tax { value } }`
	opSetGuestEmail = `mutation Email($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { ` + checkoutFields + ` } } }`
	opSetShipping   = `mutation Ship($id: String!, $addresses: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $addresses }) { cart { ` + checkoutFields + ` } } }`
	opSetBilling    = `mutation Bill($id: String!, $billing: BillingAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: $billing }) { cart { ` + checkoutFields + ` } } }`
	opSetPayment    = `mutation Pay($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { available_payment_methods { code title is_test } selected_payment_method { code title } } } }`
	opSetMethod     = `mutation Method($id: String!, $methods: [ShippingMethodInput!]!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: $methods }) { cart { ` + checkoutFields + ` } } }`
)

func lena() map[string]any {
	return map[string]any{"firstname": "Lena", "lastname": "Huber", "street": []any{"Reitweg 3", "Hof 2"}, "city": "Rosenheim",
		"postcode": "83022", "region_id": nil, "region": "DE-BY", "country_code": "DE", "telephone": "+49 8031 12345"}
}

func TestCheckoutStepsThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		id := a.guestCart(t)
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})

		data := a.ok(t, "shop_en", nil, opSetShipping, map[string]any{"id": id, "addresses": []any{map[string]any{"address": lena()}}})
		want(map[string]any{
			"setShippingAddressesOnCart.cart.shipping_addresses.0.uid":                                               "U0hJUFBJTkc=",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.id":                                                nil,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.street":                                            []any{"Reitweg 3", "Hof 2"},
			"setShippingAddressesOnCart.cart.shipping_addresses.0.country.label":                                     "Germany",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.region.label":                                      "Bavaria",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.same_as_billing":                                   false,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.save_in_address_book":                              false,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.cart_items_v2.0.uid":                               "MQ==",
			"setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods.0.price_excl_tax.value": 4.16,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods.0.available":            true,
			"setShippingAddressesOnCart.cart.billing_address":                                                        nil,
		})(t, nil, data)
		data = a.ok(t, "shop_de", nil, opSetMethod, map[string]any{"id": id, "methods": []any{map[string]any{"carrier_code": "dhl", "method_code": "paket"}}})
		want(map[string]any{"setShippingMethodsOnCart.cart.shipping_addresses.0.selected_shipping_method.method_title": "DHL Paket",
			"setShippingMethodsOnCart.cart.shipping_addresses.0.selected_shipping_method.price_incl_tax.value": 4.95,
			"setShippingMethodsOnCart.cart.prices.shipping_including_tax.value":                                4.95})(t, nil, data)
		data = a.ok(t, "shop_fr", nil, opSetBilling, map[string]any{"id": id, "billing": map[string]any{"same_as_shipping": true}})
		want(map[string]any{"setBillingAddressOnCart.cart.billing_address.uid": "QklMTElORw==",
			"setBillingAddressOnCart.cart.billing_address.city":                 "Rosenheim",
			"setBillingAddressOnCart.cart.billing_address.country.label":        "Allemagne",
			"setBillingAddressOnCart.cart.shipping_addresses.0.same_as_billing": true})(t, nil, data)
		data = a.ok(t, "shop_de", nil, opSetGuestEmail, map[string]any{"id": id, "email": "lena@example.de"})
		want(map[string]any{"setGuestEmailOnCart.cart.email": "lena@example.de"})(t, nil, data)

		data = a.ok(t, "shop_fr", nil, opSetPayment, map[string]any{"id": id, "code": "paddock_test"})
		want(map[string]any{"setPaymentMethodOnCart.cart.selected_payment_method.code": "paddock_test",
			"setPaymentMethodOnCart.cart.available_payment_methods.1.is_test": true,
			"setPaymentMethodOnCart.cart.available_payment_methods.0.is_test": false})(t, nil, data)

		bad := lena()
		bad["postcode"], bad["city"] = "8302", " "
		anna := a.signedIn(t, "anna@example.de")
		annas, _ := gqltest.At(a.ok(t, "shop_de", anna, opCustomerCart, nil), "customerCart.id").(string)
		a.ok(t, "shop_de", anna, opAddProducts, map[string]any{"id": annas, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "a bad address, every problem on its field", Store: "shop_en", Query: opSetShipping,
				Variables: map[string]any{"id": id, "addresses": []any{map[string]any{"address": bad}}}, Code: "BAD_USER_INPUT", Field: "city",
				Check: func(t *testing.T, res gqltest.Response) {
					if len(res.Errors) != 2 || res.Errors[1].Extensions["field"] != "postcode" {
						t.Errorf("errors %+v", res.Errors)
					}
				}},
			{Name: "two shipping addresses", Store: "shop_en", Query: opSetShipping, Variables: map[string]any{"id": id,
				"addresses": []any{map[string]any{"address": lena()}, map[string]any{"address": lena()}}}, Code: "BAD_USER_INPUT",
				Message: "exactly one shipping address"},
			{Name: "a method the country does not offer", Store: "shop_de", Query: opSetMethod, Variables: map[string]any{"id": id,
				"methods": []any{map[string]any{"carrier_code": "ups", "method_code": "express"}}}, Code: "BAD_USER_INPUT",
				Message: "Versandart ist für die Lieferadresse nicht verfügbar"},
			{Name: "a bad email", Store: "shop_fr", Query: opSetGuestEmail, Variables: map[string]any{"id": id, "email": "lena@"},
				Code: "BAD_USER_INPUT", Field: "email"},
			{Name: "a guest email on a customer's cart", Store: "shop_en", Header: anna, Query: opSetGuestEmail,
				Variables: map[string]any{"id": annas, "email": "x@example.de"}, Code: "FORBIDDEN", Check: category("graphql")},
			{Name: "a payment method the shop does not offer", Store: "shop_de", Query: opSetPayment, Variables: map[string]any{"id": id, "code": "paypal"},
				Code: "BAD_USER_INPUT", Message: "Zahlungsart ist nicht verfügbar"},
			{Name: "a saved address id in a guest cart", Store: "shop_en", Query: opSetShipping,
				Variables: map[string]any{"id": id, "addresses": []any{map[string]any{"customer_address_id": 1}}}, Code: "NOT_FOUND"},
		})
		// Nothing of the guest's checkout changed.
		data = a.ok(t, "shop_de", nil, opCart, map[string]any{"id": id})
		want(map[string]any{"cart.email": "lena@example.de"})(t, nil, data)
		data = a.ok(t, "shop_de", nil, `query($id: String!) { cart(cart_id: $id) { `+checkoutFields+` } }`, map[string]any{"id": id})
		want(map[string]any{"cart.shipping_addresses.0.postcode": "83022", "cart.shipping_addresses.0.selected_shipping_method.method_code": "paket",
			"cart.billing_address.city": "Rosenheim"})(t, nil, data)
	})
}
