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

// A product switched off in the French store view answers 404 there and
// leaves that view's product reads, alternates, sitemap, search index,
// upsells and related products, while the other views show it; saved
// again without OffStores it stays off, with none it is on again.
func TestProductSwitchedOffInAStoreView(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		rug := simple("DECKE-1", "Regendecke Sturm", 8900, f.rugs)
		rug.URLKey = texts("regendecke-sturm", "rain-rug-storm", "couverture-tempete")
		rug.OffStores = []string{"shop_fr"}
		id := mustSave(t, f, rug)
		host := simple("HALFTER-1", "Halfter Weide", 2900, f.rugs)
		host.UpsellSKUs, host.RelatedSKUs = []string{"DECKE-1"}, []string{"DECKE-1"}
		hostID := mustSave(t, f, host)

		for _, l := range []i18n.Locale{de, en, fr} {
			ps, err := f.svc.Products(f.ctx, l, catalog.ProductFilter{IDs: []int64{id}})
			if err != nil || len(ps) != map[i18n.Locale]int{de: 1, en: 1, fr: 0}[l] {
				t.Errorf("%s: products by id %d %v", l, len(ps), err)
			}
			bySKU, err := f.svc.Products(f.ctx, l, catalog.ProductFilter{SKUs: []string{"DECKE-1"}})
			if err != nil || len(bySKU) != map[i18n.Locale]int{de: 1, en: 1, fr: 0}[l] {
				t.Errorf("%s: products by sku %d %v", l, len(bySKU), err)
			}
			h := mustProduct(t, f, l, catalog.ProductFilter{IDs: []int64{hostID}})
			want := []int64{id}
			if l == fr {
				want = []int64{}
			}
			if !slices.Equal(h.UpsellIDs, want) || !slices.Equal(h.RelatedIDs, want) {
				t.Errorf("%s: upsells %v, related %v, want %v", l, h.UpsellIDs, h.RelatedIDs, want)
			}
		}
		rugsCount := func(l i18n.Locale) int {
			t.Helper()
			cs, err := f.svc.Categories(f.ctx, l, catalog.CategoryFilter{IDs: []int64{f.rugs}})
			if err != nil || len(cs) != 1 {
				t.Fatalf("%s: category %d %v", l, len(cs), err)
			}
			tree, err := f.svc.CategoryTree(f.ctx, l, f.rugs, 0)
			if err != nil || tree.ProductCount != cs[0].ProductCount {
				t.Errorf("%s: the tree counts %d, the list %d, %v", l, tree.ProductCount, cs[0].ProductCount, err)
			}
			return cs[0].ProductCount
		}
		for l, want := range map[i18n.Locale]int{de: 2, en: 2, fr: 1} {
			if n := rugsCount(l); n != want {
				t.Errorf("%s: the category counts %d products, want %d", l, n, want)
			}
		}
		if _, err := f.svc.Route(f.ctx, fr, "couverture-tempete"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("fr route: %v", err)
		}
		if r, err := f.svc.Route(f.ctx, de, "regendecke-sturm"); err != nil || r.EntityID != id {
			t.Errorf("de route: %+v %v", r, err)
		}
		alt, err := f.svc.Alternates(f.ctx, catalog.ProductRoute, id)
		if _, ok := alt[fr]; err != nil || ok || alt[de] == "" || alt[en] == "" {
			t.Errorf("alternates %v %v", alt, err)
		}
		entries, err := f.svc.SitemapEntries(f.ctx, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range entries {
			if e.Type == catalog.ProductRoute && e.ID == id {
				found = true
				if _, ok := e.Paths[fr]; ok || e.Paths[de] == "" {
					t.Errorf("sitemap entry %+v", e)
				}
			}
		}
		if !found {
			t.Error("the product left the sitemap of every view")
		}
		if doc, ok := f.engine.doc(id); !ok || !slices.Equal(doc.OffIn, []i18n.Locale{fr}) || doc.NotListed || doc.NotSearched {
			t.Errorf("search document %+v %v", doc.OffIn, ok)
		}

		// Saved without OffStores it stays off; an unknown store view is
		// refused; with none it is on again everywhere.
		rug.OffStores = nil
		mustSave(t, f, rug)
		if _, err := f.svc.Route(f.ctx, fr, "couverture-tempete"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("fr route after a save without store views: %v", err)
		}
		rug.OffStores = []string{"shop_xx"}
		if _, err := f.svc.SaveProduct(f.ctx, rug); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("unknown store view: %v", err)
		}
		rug.OffStores = []string{}
		mustSave(t, f, rug)
		if r, err := f.svc.Route(f.ctx, fr, "couverture-tempete"); err != nil || r.EntityID != id {
			t.Errorf("fr route when on again: %+v %v", r, err)
		}
		if doc, _ := f.engine.doc(id); len(doc.OffIn) != 0 {
			t.Errorf("search document when on again %+v", doc.OffIn)
		}
		if n := rugsCount(fr); n != 2 {
			t.Errorf("fr: the category counts %d products when on again, want 2", n)
		}
		if n := count(t, f, "product_store_off"); n != 0 {
			t.Errorf("%d store views left off", n)
		}
	})
}

// Each visibility decides the product page, the sitemap and which of
// listings and searches the search document is for.
func TestProductVisibility(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		cases := []struct {
			v                  catalog.Visibility
			page, listed, seen bool
		}{
			{0, true, true, true},
			{catalog.VisibleEverywhere, true, true, true},
			{catalog.VisibleInCatalog, true, true, false},
			{catalog.VisibleInSearch, true, false, true},
			{catalog.NotVisibleIndividually, false, false, false},
		}
		for i, c := range cases {
			in := simple("VIS-"+string(rune('A'+i)), "Sichtbar "+string(rune('A'+i)), 1000, f.rugs)
			in.URLKey = texts("sichtbar-"+string(rune('a'+i)), "", "")
			in.Visibility = c.v
			id := mustSave(t, f, in)
			ps, err := f.svc.Products(f.ctx, de, catalog.ProductFilter{IDs: []int64{id}})
			if err != nil || (len(ps) == 1) != c.page {
				t.Errorf("visibility %d: page %d %v", c.v, len(ps), err)
			}
			if c.page && ps[0].Visibility != c.v && !(c.v == 0 && ps[0].Visibility == catalog.VisibleEverywhere) {
				t.Errorf("visibility %d read as %d", c.v, ps[0].Visibility)
			}
			// A product without a page of its own is still found by SKU
			// (a cart's lookup).
			if bySKU, err := f.svc.Products(f.ctx, de, catalog.ProductFilter{SKUs: []string{in.SKU}}); err != nil || len(bySKU) != 1 {
				t.Errorf("visibility %d: by sku %d %v", c.v, len(bySKU), err)
			}
			_, err = f.svc.Route(f.ctx, de, "sichtbar-"+string(rune('a'+i)))
			if (err == nil) != c.page {
				t.Errorf("visibility %d: route %v", c.v, err)
			}
			doc, ok := f.engine.doc(id)
			if ok != c.page || (ok && (doc.NotListed == c.listed || doc.NotSearched == c.seen)) {
				t.Errorf("visibility %d: document %v listed %v searched %v", c.v, ok, !doc.NotListed, !doc.NotSearched)
			}
			inputs, err := f.svc.(catalog.Staff).ProductInputs(f.ctx, []int64{id})
			want := c.v
			if want == 0 {
				want = catalog.VisibleEverywhere
			}
			if err != nil || inputs[0].Visibility != want || inputs[0].OffStores == nil {
				t.Errorf("visibility %d: input %+v %v", c.v, inputs, err)
			}
		}
		// Category counts are of the products a listing shows.
		cats, err := f.svc.Categories(f.ctx, de, catalog.CategoryFilter{IDs: []int64{f.rugs}})
		if err != nil || len(cats) != 1 || cats[0].ProductCount != 3 {
			t.Errorf("product count %+v %v", cats, err)
		}
		bad := simple("VIS-X", "Falsch", 1000)
		bad.Visibility = 5
		if _, err := f.svc.SaveProduct(f.ctx, bad); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("visibility 5: %v", err)
		}
	})
}

// Related products are kept in order, read back as SKUs, leave out
// disabled and invisible ones, may name products of the same save and
// never the product itself or an unknown SKU.
func TestRelatedProducts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		a := simple("REL-A", "A", 1000)
		b := simple("REL-B", "B", 1000)
		off := simple("REL-OFF", "Aus", 1000)
		off.IsActive = false
		hidden := simple("REL-HIDDEN", "Versteckt", 1000)
		hidden.Visibility = catalog.NotVisibleIndividually
		host := simple("REL-HOST", "Gastgeber", 1000)
		host.RelatedSKUs = []string{"REL-B", "REL-OFF", "REL-HIDDEN", "REL-A"}
		ids, err := f.svc.SaveProducts(f.ctx, []catalog.ProductInput{host, a, b, off, hidden})
		if err != nil {
			t.Fatal(err)
		}
		p := mustProduct(t, f, en, catalog.ProductFilter{IDs: []int64{ids[0]}})
		if !slices.Equal(p.RelatedIDs, []int64{ids[2], ids[1]}) || len(p.UpsellIDs) != 0 {
			t.Errorf("related %v, upsells %v", p.RelatedIDs, p.UpsellIDs)
		}
		inputs, err := f.svc.(catalog.Staff).ProductInputs(f.ctx, []int64{ids[0]})
		if err != nil || !slices.Equal(inputs[0].RelatedSKUs, host.RelatedSKUs) {
			t.Errorf("inputs %v %v", inputs[0].RelatedSKUs, err)
		}
		for _, skus := range [][]string{{"REL-HOST"}, {"REL-NONE"}, {"REL-A", "REL-A"}} {
			host.RelatedSKUs = skus
			if _, err := f.svc.SaveProduct(f.ctx, host); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("related %v: %v", skus, err)
			}
		}
		host.RelatedSKUs = nil
		mustSave(t, f, host)
		if n := count(t, f, "product_related"); n != 0 {
			t.Errorf("%d related rows left", n)
		}
	})
}
