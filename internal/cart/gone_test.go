package cart_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// uncached has the fixture's carts read the catalogue without its read
// cache, so that products changed in SQL show at once.
func (f *fixture) uncached(t testing.TB) {
	t.Helper()
	f.deps.Catalog = catalog.NewService(f.d, nil, nil, catalog.WithReadCache(0))
	svc, err := cart.NewService(f.d, f.deps, cart.Options{Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	f.svc = svc
}

// exec runs statements on the fixture's database.
func (f *fixture) exec(t testing.TB, query string, args ...any) {
	t.Helper()
	if _, err := f.d.Write().Exec(f.ctx, query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

// unavailableItem checks that the cart's item of sku (what is bought) is
// kept, unavailable, with the error of key; it answers the item.
func unavailableItem(t *testing.T, c cart.Cart, sku, key string) cart.Item {
	t.Helper()
	for _, it := range c.Items {
		if it.Bought().SKU != sku {
			continue
		}
		if !it.Unavailable || it.Available || len(it.Errors) != 1 || it.Errors[0].Code != cart.ItemUndefined || it.Errors[0].Err.Key != key {
			t.Fatalf("item %s: unavailable %v, available %v, errors %+v; want unavailable with %s", sku, it.Unavailable, it.Available, it.Errors, key)
		}
		return it
	}
	t.Fatalf("item %s is gone from the cart: %+v", sku, c.Items)
	return cart.Item{}
}

// A product disabled after it was added stays in the cart as it was,
// marked unavailable, out of the totals; it can only be removed, and the
// cart is whole again once it is.
func TestDisabledProductStaysInTheCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.uncached(t)
		ref := f.guest(t)
		f.add(t, ref, item("HOSE-1", 2), item("HAFER-20", 1))
		f.exec(t, `UPDATE product SET is_active = FALSE WHERE sku = 'HOSE-1'`)

		c := f.get(t, ref)
		if len(c.Items) != 2 || c.Items[0].Bought().SKU != "HOSE-1" {
			t.Fatalf("items %+v", c.Items)
		}
		hose := unavailableItem(t, c, "HOSE-1", "cart.item.unavailable")
		if hose.Product.Name != "Reithose Klassik" || hose.Quantity != 2 || hose.PriceWhenAdded != 5990 {
			t.Errorf("the item does not show as added: %+v", hose)
		}
		if msg(hose.Errors[0].Err) != "This item is currently unavailable. Please remove it from your cart." {
			t.Errorf("message %q", msg(hose.Errors[0].Err))
		}
		if c.Totals.SubtotalInclTax != 3990 || c.Totals.GrandTotal != 3990+c.Totals.ShippingInclTax || c.TotalQuantity != 3 {
			t.Errorf("totals %+v, quantity %d: the unavailable item counts", c.Totals, c.TotalQuantity)
		}

		// A change of the cart keeps it; changing its quantity is refused.
		c = f.add(t, ref, item("HEU-25", 1))
		unavailableItem(t, c, "HOSE-1", "cart.item.unavailable")
		_, ues, err := f.svc.UpdateItems(f.ctx, ref, []cart.ItemUpdate{{ItemID: hose.ID, Quantity: 3}})
		if err != nil || len(ues) != 1 || ues[0].Code != cart.NotSalable {
			t.Fatalf("quantity of an unavailable item: %v %+v", err, ues)
		}
		if got := msg(ues[0].Err); got != `"Reithose Klassik" is not available: you can only remove it.` {
			t.Errorf("message %q", got)
		}

		// A coupon looks at what may be bought only.
		c, err = f.svc.RemoveItem(f.ctx, ref, hose.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range c.Items {
			if it.Unavailable || len(it.Errors) > 0 {
				t.Errorf("after the removal %+v", it)
			}
		}
		if len(c.Items) != 2 || c.Totals.SubtotalInclTax != 3990+1990 {
			t.Errorf("after the removal %d items, totals %+v", len(c.Items), c.Totals)
		}
	})
}

// A deleted product's item stays with what it kept when added: its name
// in the language it was added in, its SKU and its picture.
func TestDeletedProductStaysInTheCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.uncached(t)
		f.exec(t, `INSERT INTO product_image (product_id, position, image_key, width, height) VALUES (?, 0, 'hose-front', 800, 800)`,
			f.shop.IDs["HOSE-1"])
		ref := f.guest(t)
		ref.Store = fr
		f.add(t, ref, item("HAFER-20", 1), item("HOSE-1", 1))
		f.exec(t, `DELETE FROM product WHERE sku = 'HOSE-1'`)

		c := f.get(t, ref)
		hose := unavailableItem(t, c, "HOSE-1", "cart.item.gone")
		if hose.Product.Name != "Reithose Klassik (fr)" || hose.Product.SKU != "HOSE-1" || len(hose.Product.Images) != 1 ||
			hose.Product.Images[0].Key != "hose-front" || hose.Variant != nil {
			t.Errorf("the item does not show what it kept: %+v", hose.Product)
		}
		if c.Items[1].ID != hose.ID || c.Totals.SubtotalInclTax != 3990 {
			t.Errorf("place or totals: %+v %+v", c.Items, c.Totals)
		}
		if got := i18nFR(hose.Errors[0].Err); got != "Cet article n’est plus disponible. Veuillez le retirer de votre panier." {
			t.Errorf("message %q", got)
		}
		// Only the unavailable item: nothing to pay, nothing to ship.
		c, err := f.svc.RemoveItem(f.ctx, ref, c.Items[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Items) != 1 || c.Totals.GrandTotal != 0 || c.Shipping != nil || c.PaymentQuery != nil || c.IsVirtual {
			t.Errorf("a cart of an unavailable item: %+v", c)
		}
		if c, err = f.svc.RemoveItem(f.ctx, ref, hose.ID); err != nil || len(c.Items) != 0 {
			t.Errorf("removing the deleted product's item: %v %+v", err, c.Items)
		}
	})
}

// A configurable product's chosen variant that is deleted or disabled
// leaves the item in the cart under its configurable product.
func TestGoneVariantStaysInTheCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.uncached(t)
		ref := f.guest(t)
		f.add(t, ref, item("JACKE-1", 1, f.colour("navy"), f.size("m")), item("JACKE-1", 1, f.colour("black"), f.size("m")))
		f.exec(t, `DELETE FROM product WHERE sku = 'JACKE-1-NAVY-M'`)
		f.exec(t, `UPDATE product SET is_active = FALSE WHERE sku = 'JACKE-1-BLACK-M'`)
		c := f.get(t, ref)
		navy := unavailableItem(t, c, "JACKE-1-NAVY-M", "cart.item.variantGone")
		black := unavailableItem(t, c, "JACKE-1-BLACK-M", "cart.item.variantUnavailable")
		for _, it := range []cart.Item{navy, black} {
			if it.Product.SKU != "JACKE-1" || it.Product.Name != "Reitjacke Nova" || it.Variant == nil {
				t.Errorf("item %+v", it)
			}
		}
		if c.Totals.GrandTotal != 0 {
			t.Errorf("totals %+v", c.Totals)
		}

		// A guest cart's unavailable item comes along into the customer's.
		dest := f.customerCart(t, f.anna)
		merged, err := f.svc.Merge(f.ctx, ref.MaskedID, dest)
		if err != nil {
			t.Fatal(err)
		}
		unavailableItem(t, merged, "JACKE-1-NAVY-M", "cart.item.variantGone")
		unavailableItem(t, merged, "JACKE-1-BLACK-M", "cart.item.variantUnavailable")
	})
}

// The whole configurable product deleted: its item shows the variant it
// kept under the configurable product it kept.
func TestDeletedConfigurableStaysInTheCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.uncached(t)
		ref := f.guest(t)
		f.add(t, ref, item("JACKE-1", 1, f.colour("navy"), f.size("m")))
		f.exec(t, `DELETE FROM product WHERE parent_id = (SELECT id FROM product WHERE sku = 'JACKE-1')`)
		f.exec(t, `DELETE FROM product WHERE sku = 'JACKE-1'`)
		it := unavailableItem(t, f.get(t, ref), "JACKE-1-NAVY-M", "cart.item.gone")
		if it.Product.SKU != "JACKE-1" || it.Product.Name != "Reitjacke Nova" || it.Product.ID != 0 {
			t.Errorf("item %+v", it.Product)
		}
	})
}

func i18nFR(e *apperr.Error) string { return i18n.Messages().T(i18n.French, e.Key, e.Args...) }
