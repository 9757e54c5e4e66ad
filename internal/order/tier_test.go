package order_test

import (
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// An order takes the tier price its cart charged for the quantity, and
// keeps it when the tiers change afterwards.
func TestOrderTakesTheTierPrice(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		setTiers := func(tiers []catalog.TierPrice) {
			t.Helper()
			ins, err := f.Catalog.(catalog.Staff).ProductInputs(f.Ctx, []int64{f.productID(t, "HAFER-20")})
			if err != nil || len(ins) != 1 {
				t.Fatal(ins, err)
			}
			ins[0].TierPrices = tiers
			if _, err := f.Catalog.SaveProduct(f.Ctx, ins[0]); err != nil {
				t.Fatal(err)
			}
		}
		setTiers([]catalog.TierPrice{{Quantity: 5, Price: 3790}})
		placed, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HAFER-20", 5)), input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		it := placed.Order.Items[0]
		if it.UnitPrice != 3790 || it.RowTotal != 5*3790 || it.RegularUnitPrice != 3990 {
			t.Fatalf("item %+v; want 5 × 37.90 € of a regular 39.90 €", it)
		}
		setTiers(nil)
		var unit int64
		if err := d.Read().Get(f.Ctx, &unit, `SELECT unit_price FROM sales_order_item WHERE order_id = ?`, placed.Order.ID); err != nil {
			t.Fatal(err)
		}
		if unit != 3790 {
			t.Errorf("the stored order's unit price %d after the tiers went; want 3790", unit)
		}
	})
}
