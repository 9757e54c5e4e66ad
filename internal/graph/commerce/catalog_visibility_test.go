package commerce_test

import (
	"context"
	"slices"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

const (
	opRelatedProducts = `query GetRelatedProducts($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items { sku related_products { sku name url_key } upsell_products { sku } alternates { locale relative_url } }
  }
}`
	opProductByURLKey = `query GetProductByURLKey($key: String!) {
  products(filter: { url_key: { eq: $key } }) { total_count items { sku } }
}`
	opSearchProducts = `query SearchProducts($text: String!) {
  products(search: $text, pageSize: 24) { total_count items { sku } }
}`
	opListCategory = `query ListCategory($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 24) { total_count items { sku } }
}`
)

// related_products has Magento's shape and order; a product switched off
// in the French store view answers 404 there (route, url key), leaves its
// lists, search, related products and alternates, and stays in the
// others; a product visible in search only leaves the category lists.
func TestRelatedProductsAndStoreViews(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		ctx := context.Background()
		staff := s.svc.(catalog.Staff)
		edit := func(sku string, change func(in *catalog.ProductInput)) {
			t.Helper()
			ps, err := s.svc.Products(ctx, "de", catalog.ProductFilter{SKUs: []string{sku}})
			if err != nil || len(ps) != 1 {
				t.Fatalf("%s: %v", sku, err)
			}
			ins, err := staff.ProductInputs(ctx, []int64{ps[0].ID})
			if err != nil {
				t.Fatal(err)
			}
			change(&ins[0])
			if _, err := s.svc.SaveProduct(ctx, ins[0]); err != nil {
				t.Fatal(err)
			}
		}
		edit("RH-CELINA", func(in *catalog.ProductInput) { in.RelatedSKUs = []string{"HF-MUESLI", "GS-50"} })
		related := func(store string) []string {
			return skus(list(s.do(t, store, opRelatedProducts, map[string]any{"sku": "RH-CELINA"}), "products", "items", 0, "related_products"))
		}
		if got := related("shop_de"); !slices.Equal(got, []string{"HF-MUESLI", "GS-50"}) {
			t.Errorf("related in de: %v", got)
		}
		search := func(store, text string) []string {
			return skus(list(s.do(t, store, opSearchProducts, map[string]any{"text": text}), "products", "items"))
		}
		if !slices.Contains(search("shop_fr", "muesli"), "HF-MUESLI") {
			t.Fatalf("search before: %v", search("shop_fr", "muesli"))
		}

		edit("HF-MUESLI", func(in *catalog.ProductInput) { in.OffStores = []string{"shop_fr"} })
		if got := related("shop_fr"); !slices.Equal(got, []string{"GS-50"}) {
			t.Errorf("related in fr: %v", got)
		}
		if got := related("shop_de"); !slices.Equal(got, []string{"HF-MUESLI", "GS-50"}) {
			t.Errorf("related in de after: %v", got)
		}
		if r := at(s.do(t, "shop_fr", opRoute, map[string]any{"url": "muesli-aux-herbes"}), "route"); r != nil {
			t.Errorf("fr route: %v", r)
		}
		if r := at(s.do(t, "shop_de", opRoute, map[string]any{"url": "pferdemuesli-kraeuter"}), "route"); at(r, "sku") != "HF-MUESLI" {
			t.Errorf("de route: %v", r)
		}
		if n := at(s.do(t, "shop_fr", opProductByURLKey, map[string]any{"key": "muesli-aux-herbes"}), "products", "total_count"); n != float64(0) {
			t.Errorf("fr by url key: %v", n)
		}
		if got := search("shop_fr", "muesli"); slices.Contains(got, "HF-MUESLI") {
			t.Errorf("fr search: %v", got)
		}
		if got := search("shop_de", "müsli"); !slices.Contains(got, "HF-MUESLI") {
			t.Errorf("de search: %v", got)
		}
		listed := func(store string) []string {
			return skus(list(s.do(t, store, opListCategory, map[string]any{"uid": catalog.UID(s.horse)}), "products", "items"))
		}
		if got := listed("shop_fr"); slices.Contains(got, "HF-MUESLI") {
			t.Errorf("fr category list: %v", got)
		}
		if got := listed("shop_de"); !slices.Contains(got, "HF-MUESLI") {
			t.Errorf("de category list: %v", got)
		}
		alternates := list(s.do(t, "shop_de", opRelatedProducts, map[string]any{"sku": "HF-MUESLI"}), "products", "items", 0, "alternates")
		for _, a := range alternates {
			if at(a, "locale") == "fr" {
				t.Errorf("alternates: %v", alternates)
			}
		}
		if len(alternates) != 2 {
			t.Errorf("alternates: %v", alternates)
		}

		// Visible in search only: found by search, not listed; not
		// visible individually: neither, and no page.
		edit("HF-MUESLI", func(in *catalog.ProductInput) { in.OffStores, in.Visibility = []string{}, catalog.VisibleInSearch })
		if got := listed("shop_de"); slices.Contains(got, "HF-MUESLI") {
			t.Errorf("search-only product listed: %v", got)
		}
		if got := search("shop_de", "müsli"); !slices.Contains(got, "HF-MUESLI") {
			t.Errorf("search-only product not found: %v", got)
		}
		edit("HF-MUESLI", func(in *catalog.ProductInput) { in.Visibility = catalog.NotVisibleIndividually })
		if got := search("shop_de", "müsli"); slices.Contains(got, "HF-MUESLI") {
			t.Errorf("invisible product found: %v", got)
		}
		if r := at(s.do(t, "shop_de", opRoute, map[string]any{"url": "pferdemuesli-kraeuter"}), "route"); r != nil {
			t.Errorf("invisible product's route: %v", r)
		}
		if got := related("shop_de"); !slices.Equal(got, []string{"GS-50"}) {
			t.Errorf("related with an invisible one: %v", got)
		}
	})
}
