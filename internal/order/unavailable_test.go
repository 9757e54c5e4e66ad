package order_test

import (
	"testing"

	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// A cart holding an item whose product was disabled or deleted since it
// was added places no order, naming the item, until the shopper removes
// it; then it places the rest.
func TestPlaceRefusesAnItemNoLongerSold(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		for _, tc := range []struct{ name, sku, change, message string }{
			{"disabled", "LETZTE-1", `UPDATE product SET is_active = FALSE WHERE sku = 'LETZTE-1'`,
				"„Hufkratzer“ ist nicht mehr erhältlich. Bitte entfernen Sie den Artikel aus Ihrem Warenkorb, dann können Sie bestellen."},
			{"deleted", "HEU-25", `DELETE FROM product WHERE sku = 'HEU-25'`,
				"„Heucobs 25 kg“ ist nicht mehr erhältlich. Bitte entfernen Sie den Artikel aus Ihrem Warenkorb, dann können Sie bestellen."},
		} {
			t.Run(tc.name, func(t *testing.T) {
				orders := f.Count(t, `SELECT COUNT(*) FROM sales_order`)
				ref := f.GuestCart(t, item("HOSE-1", 1), item(tc.sku, 1))
				if _, err := d.Write().Exec(f.Ctx, tc.change); err != nil {
					t.Fatal(err)
				}
				_, err := f.svc.Place(f.Ctx, ref, input(banktransfer.Code))
				e := apperr.As(err)
				if e.Kind != apperr.Conflict || e.Key != "order.cart.itemUnavailable" {
					t.Fatalf("got %v; want order.cart.itemUnavailable", err)
				}
				if got := i18n.Messages().T(i18n.German, e.Key, e.Args...); got != tc.message {
					t.Errorf("message %q", got)
				}
				if n := f.Count(t, `SELECT COUNT(*) FROM sales_order`); n != orders {
					t.Fatalf("%d orders", n)
				}
				c, err := f.Carts.Get(f.Ctx, ref)
				if err != nil {
					t.Fatal(err)
				}
				for _, it := range c.Items {
					if it.Bought().SKU == tc.sku {
						if c, err = f.Carts.RemoveItem(f.Ctx, ref, it.ID); err != nil {
							t.Fatal(err)
						}
					}
				}
				placed, err := f.svc.Place(f.Ctx, ref, input(banktransfer.Code))
				if err != nil {
					t.Fatalf("after the removal: %v", err)
				}
				o := f.Order(t, placed.Order.ID)
				if len(o.Items) != 1 || o.Items[0].SKU != "HOSE-1" || o.Totals.GrandTotal != c.Totals.GrandTotal {
					t.Errorf("order %+v", o)
				}
			})
		}
	})
}
