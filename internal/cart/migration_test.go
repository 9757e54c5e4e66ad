package cart_test

import (
	"context"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// Migration 00070 keeps every cart and wish list item there was, fills in
// what each shows once its product is gone (SKU, name in the cart's
// language, picture), and from then on a deleted product leaves its items
// in place.
func TestMigrationKeepsItemsOfDeletedProducts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, migrated *db.DB) {
		ctx := context.Background()
		d := dbtest.NewEmpty(t, migrated.Dialect())
		if _, err := d.MigrateTo(ctx, 69); err != nil {
			t.Fatal(err)
		}
		for _, stmt := range []string{
			`INSERT INTO product (id, type, sku, price, created_at, updated_at) VALUES
				(1, 'simple', 'HOSE-1', 5990, '2026-11-01 00:00:00', '2026-11-01 00:00:00'),
				(2, 'configurable', 'JACKE-1', 12900, '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO product (id, parent_id, type, sku, price, created_at, updated_at) VALUES
				(3, 2, 'simple', 'JACKE-1-NAVY-M', 12900, '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO product_text (product_id, locale, name) VALUES (1, 'de', 'Reithose'), (1, 'fr', 'Pantalon'), (2, 'de', 'Reitjacke')`,
			`INSERT INTO product_image (product_id, position, image_key) VALUES (1, 1, 'hose-back'), (1, 0, 'hose-front'), (2, 0, 'jacke')`,
			`INSERT INTO cart (id, masked_id, website, locale, created_at, updated_at) VALUES
				(1, 'a', 'shop', 'fr', '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO cart_item (id, cart_id, product_id, parent_product_id, quantity, added_price, created_at, updated_at) VALUES
				(7, 1, 1, NULL, 2, 5990, '2026-11-01 00:00:00', '2026-11-01 00:00:00'),
				(8, 1, 3, 2, 1, 12900, '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO customer (id, website, email, email_key, firstname, lastname, locale, store_code, password_hash,
				password_changed_at, created_at, updated_at) VALUES (1, 'shop', 'a@example.de', 'a@example.de', 'A', 'B', 'de', 'shop_de', 'x',
				'2026-11-01 00:00:00', '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO wishlist (id, customer_id, created_at, updated_at) VALUES (1, 1, '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO wishlist_item (id, wishlist_id, product_id, quantity, added_price, added_at) VALUES
				(9, 1, 1, 1, 5990, '2026-11-01 00:00:00')`,
		} {
			if _, err := d.Write().Exec(ctx, stmt); err != nil {
				t.Fatalf("%s: %v", stmt, err)
			}
		}
		if _, err := d.MigrateTo(ctx, 70); err != nil {
			t.Fatal(err)
		}
		type kept struct {
			ID        int64  `db:"id"`
			Quantity  int    `db:"quantity"`
			SKU       string `db:"sku"`
			ParentSKU string `db:"parent_sku"`
			Type      string `db:"product_type"`
			Name      string `db:"product_name"`
			Image     string `db:"image_key"`
		}
		var items []kept
		if err := d.Read().Select(ctx, &items, `SELECT id, quantity, sku, parent_sku, product_type, product_name, image_key
			FROM cart_item ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		want := []kept{{7, 2, "HOSE-1", "", "simple", "Pantalon", "hose-front"}, {8, 1, "JACKE-1-NAVY-M", "JACKE-1", "configurable", "Reitjacke", "jacke"}}
		if len(items) != 2 || items[0] != want[0] || items[1] != want[1] {
			t.Errorf("cart items %+v; want %+v", items, want)
		}
		var w kept
		if err := d.Read().Get(ctx, &w, `SELECT id, quantity, sku, parent_sku, product_type, product_name, image_key FROM wishlist_item`); err != nil {
			t.Fatal(err)
		}
		if w != (kept{9, 1, "HOSE-1", "", "simple", "Reithose", "hose-front"}) {
			t.Errorf("wish list item %+v", w)
		}
		// Deleting the products now leaves the items, naming none.
		for _, stmt := range []string{`DELETE FROM product WHERE id = 3`, `DELETE FROM product WHERE id IN (1, 2)`} {
			if _, err := d.Write().Exec(ctx, stmt); err != nil {
				t.Fatal(err)
			}
		}
		var left int
		if err := d.Read().Get(ctx, &left, `SELECT (SELECT COUNT(*) FROM cart_item WHERE product_id IS NULL AND parent_product_id IS NULL)
			+ (SELECT COUNT(*) FROM wishlist_item WHERE product_id IS NULL)`); err != nil {
			t.Fatal(err)
		}
		if left != 3 {
			t.Errorf("%d items left without a product; want 3", left)
		}
	})
}
