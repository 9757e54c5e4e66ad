package catalog_test

import (
	"slices"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// Staff switch products off per store view in the editor and in bulk, set
// their visibility and related products; the list filters and shows the
// store views they are off in, and the trail records each change.
func TestStaffProductsPerStoreView(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		a, b := simple("SV-1", "Eins", 1000, f.breeches), simple("SV-2", "Zwei", 2000, f.breeches)
		var ids []int64
		for _, in := range []catalog.ProductInput{a, b} {
			id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: in})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		p, err := f.staff.StaffProduct(f.owner, ids[0])
		if err != nil || p.Input.OffStores == nil || len(p.Input.OffStores) != 0 || p.Input.Visibility != catalog.VisibleEverywhere {
			t.Fatalf("loaded %+v %v", p.Input, err)
		}
		in := p.Input
		in.OffStores, in.Visibility, in.RelatedSKUs = []string{"shop_fr"}, catalog.VisibleInCatalog, []string{"SV-2"}
		if _, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: ids[0], Revision: p.Revision, Input: in}); err != nil {
			t.Fatal(err)
		}
		p, _ = f.staff.StaffProduct(f.owner, ids[0])
		if !slices.Equal(p.Input.OffStores, []string{"shop_fr"}) || p.Input.Visibility != catalog.VisibleInCatalog ||
			!slices.Equal(p.Input.RelatedSKUs, []string{"SV-2"}) {
			t.Errorf("saved %v %d %v", p.Input.OffStores, p.Input.Visibility, p.Input.RelatedSKUs)
		}
		if _, ok := p.Paths[i18n.French]; ok || p.Paths[i18n.German] == "" {
			t.Errorf("paths %v", p.Paths)
		}
		entries := f.entries(t, "product.update")
		fields := map[string]bool{}
		for _, e := range entries {
			for _, c := range e.Changes {
				fields[c.Field] = true
			}
		}
		for _, want := range []string{"offStores", "visibility", "relatedSkus"} {
			if !fields[want] {
				t.Errorf("the trail lacks %s: %v", want, fields)
			}
		}

		// In bulk: both off in English; the second on again.
		if n, err := f.staff.StaffBulk(f.owner, ids, catalog.BulkAction{Kind: "storeOff", Store: "shop_en"}); err != nil || n != 2 {
			t.Fatalf("bulk off: %d %v", n, err)
		}
		if _, err := f.staff.StaffBulk(f.owner, ids[1:], catalog.BulkAction{Kind: "storeOn", Store: "shop_en"}); err != nil {
			t.Fatal(err)
		}
		_, err = f.staff.StaffBulk(f.owner, ids, catalog.BulkAction{Kind: "storeOff"})
		wantKind(t, err, apperr.Invalid, "catalog.input.required")
		_, err = f.staff.StaffBulk(f.owner, ids, catalog.BulkAction{Kind: "storeOff", Store: "shop_xx"})
		wantKind(t, err, apperr.Invalid, "catalog.input.unknownStore")

		list, err := f.staff.StaffProducts(f.owner, catalog.StaffProductQuery{Search: "SV-"})
		if err != nil || len(list.Items) != 2 {
			t.Fatalf("list %+v %v", list, err)
		}
		if !slices.Equal(list.Items[0].OffStores, []string{"shop_en", "shop_fr"}) || len(list.Items[1].OffStores) != 0 {
			t.Errorf("off in %v and %v", list.Items[0].OffStores, list.Items[1].OffStores)
		}
		for _, c := range []struct {
			store string
			want  int
		}{{"shop_fr", 1}, {"shop_en", 1}, {"shop_de", 0}} {
			got, err := f.staff.StaffProducts(f.owner, catalog.StaffProductQuery{Search: "SV-", OffStore: c.store})
			if err != nil || got.Total != c.want {
				t.Errorf("off in %s: %d %v", c.store, got.Total, err)
			}
		}
		if ps, _ := f.svc.Products(f.ctx, i18n.English, catalog.ProductFilter{IDs: ids}); len(ps) != 1 || ps[0].ID != ids[1] {
			t.Errorf("shown in English: %d", len(ps))
		}
		if n := len(f.entries(t, "product.bulk.storeOff")); n != 2 {
			t.Errorf("%d trail entries of the bulk change", n)
		}
	})
}
