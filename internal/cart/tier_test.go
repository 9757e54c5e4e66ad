package cart_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// setTiers saves a product of the cart's shop again with tier prices (and
// a change of its own, such as a special price), as the back office does.
func (f *fixture) setTiers(t *testing.T, sku string, change func(in *catalog.ProductInput)) {
	t.Helper()
	ins, err := f.catalog.(catalog.Staff).ProductInputs(f.ctx, []int64{f.shop.IDs[sku]})
	if err != nil || len(ins) != 1 {
		t.Fatalf("inputs of %s: %v", sku, err)
	}
	change(&ins[0])
	if _, err := f.catalog.SaveProduct(f.ctx, ins[0]); err != nil {
		t.Fatalf("save %s: %v", sku, err)
	}
}

// lineOf is the cart's item of a SKU (a variant's SKU for a configurable
// product's item).
func lineOf(t *testing.T, c cart.Cart, sku string) cart.Item {
	t.Helper()
	for _, it := range c.Items {
		if it.Bought().SKU == sku {
			return it
		}
	}
	t.Fatalf("no item %s in %+v", sku, c.Items)
	return cart.Item{}
}

// A cart item's unit price is the lowest of the regular price, the special
// price running and the tier price for its quantity: below, at and above
// a tier, as the quantity changes by an update or by adding more, with
// the totals following and no "price changed" for what the customer did.
func TestCartPricesByTier(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.setTiers(t, "HAFER-20", func(in *catalog.ProductInput) {
			in.TierPrices = []catalog.TierPrice{{Quantity: 10, Percent: 10}, {Quantity: 5, Price: 3790}}
		})
		ref := f.guest(t)
		c := f.add(t, ref, item("HAFER-20", 4))
		oats := lineOf(t, c, "HAFER-20")
		if oats.UnitPrice != 3990 || oats.RowTotal != 4*3990 || c.Totals.SubtotalInclTax != 4*3990 {
			t.Errorf("4 sacks: unit %d, row %d, subtotal %d; want the regular 39.90 €", oats.UnitPrice, oats.RowTotal, c.Totals.SubtotalInclTax)
		}
		for _, step := range []struct {
			qty  float64
			unit catalog.Money
		}{{5, 3790}, {9, 3790}, {10, 3591}, {12, 3591}, {3, 3990}} {
			c, ue, err := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: oats.ID, Quantity: step.qty}})
			if err != nil || len(ue) > 0 {
				t.Fatalf("update to %v: %v %+v", step.qty, err, ue)
			}
			it := lineOf(t, c, "HAFER-20")
			q := catalog.Money(step.qty)
			if it.UnitPrice != step.unit || it.RowTotal != step.unit*q || c.Totals.SubtotalInclTax != step.unit*q || c.Totals.GrandTotal < step.unit*q {
				t.Errorf("%v sacks: unit %d, row %d, subtotal %d, grand total %d; want %d each", step.qty, it.UnitPrice, it.RowTotal,
					c.Totals.SubtotalInclTax, c.Totals.GrandTotal, step.unit)
			}
			if it.PriceChanged || it.RegularUnitPrice != 3990 || it.ReferenceUnitPrice != it.UnitPrice {
				t.Errorf("%v sacks: changed %v, regular %d, reference %d; a tier price is no reduction to state", step.qty,
					it.PriceChanged, it.RegularUnitPrice, it.ReferenceUnitPrice)
			}
		}
		// Adding two more to the three makes five: the tier's price, seen.
		c = f.add(t, ref, item("HAFER-20", 2))
		if it := lineOf(t, c, "HAFER-20"); it.Quantity != 5 || it.UnitPrice != 3790 || it.PriceChanged {
			t.Errorf("3 + 2 sacks: %d at %d, changed %v; want 5 at 3790", it.Quantity, it.UnitPrice, it.PriceChanged)
		}
		// Read again, the cart prices the same.
		if it := lineOf(t, f.get(t, ref), "HAFER-20"); it.UnitPrice != 3790 {
			t.Errorf("read again: %d", it.UnitPrice)
		}
	})
}

// A variant without tiers of its own takes its parent's (a percentage of
// its own price); one with its own takes only those.
func TestCartVariantTiers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.setTiers(t, "JACKE-1", func(in *catalog.ProductInput) {
			in.TierPrices = []catalog.TierPrice{{Quantity: 2, Percent: 10}}
			for i := range in.Variants {
				if in.Variants[i].SKU == "JACKE-1-BLACK-M" {
					in.Variants[i].TierPrices = []catalog.TierPrice{{Quantity: 3, Price: 9900}}
				}
			}
		})
		ref := f.guest(t)
		c := f.add(t, ref, item("JACKE-1", 2, f.colour("navy"), f.size("m")), item("JACKE-1", 2, f.colour("black"), f.size("m")))
		if it := lineOf(t, c, "JACKE-1-NAVY-M"); it.UnitPrice != 11610 || it.RowTotal != 2*11610 {
			t.Errorf("2 navy jackets: %d each, row %d; want 10 %% off 129.00 €", it.UnitPrice, it.RowTotal)
		}
		black := lineOf(t, c, "JACKE-1-BLACK-M")
		if black.UnitPrice != 11900 {
			t.Errorf("2 black jackets: %d each; want the regular 119.00 € (its own tier starts at 3)", black.UnitPrice)
		}
		c, ue, err := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: black.ID, Quantity: 3}})
		if err != nil || len(ue) > 0 {
			t.Fatal(err, ue)
		}
		if it := lineOf(t, c, "JACKE-1-BLACK-M"); it.UnitPrice != 9900 || c.Totals.SubtotalInclTax != 2*11610+3*9900 {
			t.Errorf("3 black jackets: %d each, subtotal %d", it.UnitPrice, c.Totals.SubtotalInclTax)
		}
	})
}

// A special price below the tier price wins; a tier price below the
// special price wins from its quantity on.
func TestCartSpecialPriceAndTier(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.setTiers(t, "HOSE-1", func(in *catalog.ProductInput) {
			special, from := catalog.Money(4990), start.AddDate(0, 0, -1)
			in.SpecialPrice, in.SpecialFrom = &special, &from
			in.TierPrices = []catalog.TierPrice{{Quantity: 3, Price: 5490}, {Quantity: 5, Price: 4500}}
		})
		ref := f.guest(t)
		c := f.add(t, ref, item("HOSE-1", 3))
		hose := lineOf(t, c, "HOSE-1")
		if hose.UnitPrice != 4990 {
			t.Errorf("3 breeches: %d each; want the special price 49.90 € below the tier's 54.90 €", hose.UnitPrice)
		}
		c, ue, err := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: hose.ID, Quantity: 5}})
		if err != nil || len(ue) > 0 {
			t.Fatal(err, ue)
		}
		if it := lineOf(t, c, "HOSE-1"); it.UnitPrice != 4500 || it.RowTotal != 5*4500 || it.RegularUnitPrice != 5990 {
			t.Errorf("5 breeches: %d each, row %d, regular %d; want the tier's 45.00 €", it.UnitPrice, it.RowTotal, it.RegularUnitPrice)
		}
	})
}
