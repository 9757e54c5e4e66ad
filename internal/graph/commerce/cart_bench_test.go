package commerce_test

import (
	"net/http"
	"testing"

	"paddock/internal/cart/carttest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// benchCartRead is the cart page of a cart of 30 items with a coupon.
const benchCartRead = `query GetCartDetails($cartId: String!) {
  cart(cart_id: $cartId) {
    id total_quantity applied_coupons { code }
    items { uid quantity is_available price_changed
      product { uid name sku url_key thumbnail { url } small_image { url } stock_status }
      prices { price { currency value } row_total { value } total_item_discount { value } }
      errors { code message }
      ... on ConfigurableCartItem { configurable_options { option_label value_label } } }
    prices { grand_total { currency value } subtotal_including_tax { value } subtotal_excluding_tax { value }
      discounts { amount { value } label } applied_taxes { amount { value } label } shipping_including_tax { value } }
    delivery_window { earliest latest }
    shipping_estimate { amount { value } method_title }
  }
}`

// BenchmarkCartRead reads a cart of 30 items with a coupon through the
// whole handler: the figure behind the aim of reading it in 50 ms.
func BenchmarkCartRead(b *testing.B) {
	a := newCartAPI(b, dbtest.New(b, db.SQLite))
	id := a.guestCart(b)
	var items []any
	for i := 1; i <= 30; i++ {
		items = append(items, map[string]any{"sku": carttest.Bulk(i), "quantity": 1})
	}
	a.ok(b, "shop_de", nil, opAddProducts, map[string]any{"id": id, "items": items})
	a.ok(b, "shop_de", nil, opApplyCoupon, map[string]any{"id": id, "code": "WILLKOMMEN10"})
	vars := map[string]any{"cartId": id}
	for b.Loop() {
		if w := a.raw(b, http.MethodPost, "shop_de", nil, benchCartRead, vars); w.Code != http.StatusOK {
			b.Fatal(w.Body.String())
		}
	}
}

// BenchmarkAddToCart adds to a cart of a few items through the whole
// handler.
func BenchmarkAddToCart(b *testing.B) {
	a := newCartAPI(b, dbtest.New(b, db.SQLite))
	id := a.guestCart(b)
	i := 0
	for b.Loop() {
		i++
		vars := map[string]any{"id": id, "items": []any{map[string]any{"sku": carttest.Bulk(1 + i%5), "quantity": 1}}}
		if i%900 == 0 { // stay below the quantity limit
			id = a.guestCart(b)
		}
		if w := a.raw(b, http.MethodPost, "shop_de", nil, opAddProducts, vars); w.Code != http.StatusOK {
			b.Fatal(w.Body.String())
		}
	}
}
