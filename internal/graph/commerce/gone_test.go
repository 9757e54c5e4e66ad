package commerce_test

import (
	"context"
	"testing"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// A deleted product's items stay in the cart and the wish list, shown as
// they were added and marked: in the cart unavailable, with Magento's
// UNDEFINED error, no prices and out of the totals; in the wish list with
// a message.
func TestItemsOfADeletedProductThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		anna := a.signedIn(t, "anna@example.de")
		data := a.ok(t, "shop_de", anna, opCustomerCart, nil)
		id := gqltest.At(data, "customerCart.id").(string)
		a.ok(t, "shop_de", anna, opAddProducts, map[string]any{"id": id, "items": []any{
			map[string]any{"sku": "HOSE-1", "quantity": 1}, map[string]any{"sku": "HAFER-20", "quantity": 1}}})
		a.ok(t, "shop_de", anna, opAddToWishlist, map[string]any{"id": "0", "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}})
		if _, err := d.Write().Exec(context.Background(), `DELETE FROM product WHERE sku = 'HOSE-1'`); err != nil {
			t.Fatal(err)
		}

		const op = `query { customerCart { total_quantity prices { subtotal_including_tax { value } }
  items { quantity is_available unavailable prices { price { value } } product { sku name } errors { code message } } } }`
		data = a.ok(t, "shop_de", anna, op, nil)
		c := gqltest.At(data, "customerCart").(map[string]any)
		items := list(c, "items")
		if len(items) != 2 {
			t.Fatalf("items %v", items)
		}
		hose := items[0].(map[string]any)
		if at(hose, "unavailable") != true || at(hose, "is_available") != false || at(hose, "prices") != nil ||
			at(hose, "product", "sku") != "HOSE-1" || at(hose, "product", "name") != "Reithose Klassik" ||
			at(hose, "errors", 0, "code") != "UNDEFINED" ||
			at(hose, "errors", 0, "message") != "Dieser Artikel ist nicht mehr erhältlich. Bitte entfernen Sie ihn aus dem Warenkorb." {
			t.Errorf("the deleted product's item %v", hose)
		}
		if at(items[1], "unavailable") != false || at(c, "prices", "subtotal_including_tax", "value") != 39.9 || at(c, "total_quantity") != 2.0 {
			t.Errorf("cart %v", c)
		}

		data = a.ok(t, "shop_fr", anna, `query { customer { wishlists { items_v2 { items { product { sku name } unavailable_message } } } } }`, nil)
		w := gqltest.At(data, "customer.wishlists.0.items_v2.items.0")
		if at(w, "product", "sku") != "HOSE-1" || at(w, "product", "name") != "Reithose Klassik" ||
			at(w, "unavailable_message") != "Cet article n’est plus disponible." {
			t.Errorf("wish list item %v", w)
		}
	})
}
