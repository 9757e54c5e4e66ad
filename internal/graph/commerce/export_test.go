package commerce_test

import (
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
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
