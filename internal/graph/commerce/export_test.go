package commerce_test

import (
	"context"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/settings"
)

// A cart shipped to Switzerland says it is an export and charges no VAT:
// net prices, no applied_taxes, net shipping; to Germany VAT again.
func TestExportCartThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		id := a.guestCart(t)
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
		const prices = `prices { is_export grand_total { value } subtotal_including_tax { value } applied_taxes { amount { value } }
  shipping_including_tax { value } shipping_excluding_tax { value } }
  items { prices { price { value } row_total_including_tax { value } } }
  shipping_addresses { available_shipping_methods { amount { value } price_incl_tax { value } price_excl_tax { value } } }`
		op := `mutation Ship($id: String!, $addresses: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $addresses }) { cart { ` + prices + ` } } }`
		swiss := lena()
		swiss["country_code"], swiss["postcode"], swiss["city"], swiss["region"] = "CH", "8001", "Zürich", nil
		data := a.ok(t, "shop_de", nil, op, map[string]any{"id": id, "addresses": []any{map[string]any{"address": swiss}}})
		// 59.90 € gross is 50.34 € net; 19.95 € shipping 16.76 € net.
		want(map[string]any{
			"setShippingAddressesOnCart.cart.prices.is_export":                                                       true,
			"setShippingAddressesOnCart.cart.prices.applied_taxes":                                                   []any{},
			"setShippingAddressesOnCart.cart.prices.subtotal_including_tax.value":                                    50.34,
			"setShippingAddressesOnCart.cart.prices.shipping_including_tax.value":                                    16.76,
			"setShippingAddressesOnCart.cart.prices.shipping_excluding_tax.value":                                    16.76,
			"setShippingAddressesOnCart.cart.prices.grand_total.value":                                               67.1,
			"setShippingAddressesOnCart.cart.items.0.prices.price.value":                                             50.34,
			"setShippingAddressesOnCart.cart.items.0.prices.row_total_including_tax.value":                           50.34,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods.0.amount.value":         16.76,
			"setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods.0.price_incl_tax.value": 16.76,
		})(t, nil, data)
		data = a.ok(t, "shop_de", nil, op, map[string]any{"id": id, "addresses": []any{map[string]any{"address": lena()}}})
		want(map[string]any{
			"setShippingAddressesOnCart.cart.prices.is_export":                    false,
			"setShippingAddressesOnCart.cart.prices.subtotal_including_tax.value": 59.9,
			"setShippingAddressesOnCart.cart.prices.grand_total.value":            64.85,
		})(t, nil, data)
	})
}

// With OSS on, a French consumer's cart shows France's VAT in its totals
// once the address is known (20 % of the same gross, labelled so), and
// keeping the net its prices follow; German VAT before and with OSS off.
func TestDestinationVATCartThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		id := a.guestCart(t)
		a.ok(t, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
		const prices = `prices { grand_total { value } subtotal_including_tax { value } applied_taxes { amount { value } rate label } }
  items { prices { price { value } } }`
		op := `mutation Ship($id: String!, $addresses: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $addresses }) { cart { ` + prices + ` } } }`
		french := lena()
		french["country_code"], french["postcode"], french["city"], french["region"] = "FR", "14000", "Caen", nil
		ship := func() map[string]any {
			return a.ok(t, "shop_de", nil, op, map[string]any{"id": id, "addresses": []any{map[string]any{"address": french}}})
		}
		// OSS off: German VAT to France.
		want(map[string]any{"setShippingAddressesOnCart.cart.prices.applied_taxes.0.rate": 19.0})(t, nil, ship())

		if err := a.settings.SetTax(context.Background(), settings.Tax{OSS: true, CrossBorder: settings.CrossBorderGross}); err != nil {
			t.Fatal(err)
		}
		// 59.90 € and 9.95 € shipping to France: VAT 20/120 of 69.85 €.
		want(map[string]any{
			"setShippingAddressesOnCart.cart.prices.subtotal_including_tax.value": 59.9,
			"setShippingAddressesOnCart.cart.prices.grand_total.value":            69.85,
			"setShippingAddressesOnCart.cart.prices.applied_taxes.0.rate":         20.0,
			"setShippingAddressesOnCart.cart.prices.applied_taxes.0.label":        "MwSt. 20 %",
			"setShippingAddressesOnCart.cart.prices.applied_taxes.0.amount.value": 11.64,
		})(t, nil, ship())

		if err := a.settings.SetTax(context.Background(), settings.Tax{OSS: true, CrossBorder: settings.CrossBorderNet}); err != nil {
			t.Fatal(err)
		}
		// Keeping the net: 50.34 € net with 20 % is 60.41 €.
		want(map[string]any{
			"setShippingAddressesOnCart.cart.items.0.prices.price.value":          60.41,
			"setShippingAddressesOnCart.cart.prices.subtotal_including_tax.value": 60.41,
			"setShippingAddressesOnCart.cart.prices.applied_taxes.0.rate":         20.0,
		})(t, nil, ship())

		// Finland's 25.5 % is exact, and written with its decimal comma.
		french["country_code"], french["postcode"], french["city"] = "FI", "00100", "Helsinki"
		want(map[string]any{
			"setShippingAddressesOnCart.cart.prices.applied_taxes.0.rate":  25.5,
			"setShippingAddressesOnCart.cart.prices.applied_taxes.0.label": "MwSt. 25,5 %",
		})(t, nil, ship())
	})
}
