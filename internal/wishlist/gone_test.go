package wishlist_test

import (
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/wishlist"
)

// A disabled product's item says it is currently unavailable, a deleted
// product's item stays (no cascade) showing what it kept, says it is no
// longer available, can be removed, and neither goes to the cart.
func TestItemsOfProductsNoLongerSold(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		if _, err := d.Write().Exec(f.ctx, `INSERT INTO product_image (product_id, position, image_key) VALUES (?, 0, 'hose-front')`,
			f.shop.IDs["HOSE-1"]); err != nil {
			t.Fatal(err)
		}
		w := f.add(t, f.anna, item("HOSE-1", 2), item("LETZTE-1", 1), item("HAFER-20", 1))
		for _, stmt := range []string{
			`UPDATE product SET is_active = FALSE WHERE sku = 'LETZTE-1'`,
			`DELETE FROM product WHERE sku = 'HOSE-1'`,
		} {
			if _, err := d.Write().Exec(f.ctx, stmt); err != nil {
				t.Fatal(err)
			}
		}
		got := f.items(t, f.anna, w.ID)
		if len(got) != 3 {
			t.Fatalf("%d items; want 3: the deleted product's item is gone", len(got))
		}
		byName := map[string]described{}
		for _, it := range got {
			if it.Shown != nil {
				byName[it.Shown.Name] = it
			}
		}
		hose, last := byName["Reithose Klassik"], byName["Hufkratzer"]
		if hose.Product != nil || hose.Unavailable == nil || msg(hose.Unavailable) != "This item is no longer available." ||
			hose.Shown.SKU != "HOSE-1" || len(hose.Shown.Images) != 1 || hose.Shown.Images[0].Key != "hose-front" || hose.Quantity != 2 {
			t.Errorf("deleted product's item %+v / %+v", hose.View, hose.Shown)
		}
		if last.Product != nil || last.Unavailable == nil || msg(last.Unavailable) != "This item is currently unavailable." ||
			last.Shown.SKU != "LETZTE-1" {
			t.Errorf("disabled product's item %+v", last.View)
		}

		// The back office sees them too, by what they kept.
		staff := access.With(f.ctx, access.Principal{StaffID: 1, Email: "chefin@example.com", Name: "Chefin", Role: access.Owner})
		seen, err := f.svc.(wishlist.Staff).StaffItems(staff, f.anna, i18n.German)
		if err != nil || len(seen) != 3 {
			t.Fatalf("staff items %+v %v", seen, err)
		}
		for _, it := range seen {
			if it.ID == hose.ID && (it.Name != "Reithose Klassik" || it.SKU != "HOSE-1") {
				t.Errorf("staff item of the deleted product %+v", it)
			}
		}

		w, cartErrors, err := f.svc.MoveToCart(f.ctx, f.anna, w.ID, de, nil)
		if err != nil {
			t.Fatal(err)
		}
		reasons := map[int64]string{}
		for _, ce := range cartErrors {
			reasons[ce.ItemID] = string(ce.Code) + ": " + msg(ce.Err)
		}
		if reasons[hose.ID] != `PRODUCT_NOT_FOUND: "Reithose Klassik" is no longer available and cannot be added to the cart.` ||
			reasons[last.ID] != `NOT_SALABLE: "Hufkratzer" is currently unavailable and cannot be added to the cart.` || len(reasons) != 2 {
			t.Errorf("reasons %v", reasons)
		}
		if w.ItemsCount != 2 {
			t.Errorf("%d items after moving; want the 2 unavailable ones", w.ItemsCount)
		}
		w, ues, err := f.svc.Remove(f.ctx, f.anna, w.ID, []int64{hose.ID, last.ID})
		if err != nil || len(ues) != 0 || w.ItemsCount != 0 {
			t.Errorf("remove: %+v %+v %v", w, ues, err)
		}
		// Added again after the removal, a product is an item of its own.
		w = f.add(t, f.anna, wishlist.ItemInput{SKU: "HAFER-20", Quantity: 1})
		if w.ItemsCount != 1 {
			t.Errorf("%d items", w.ItemsCount)
		}
	})
}
