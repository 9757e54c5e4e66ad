package searchtest

import (
	"context"
	"slices"
	"testing"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

// testStoreViewsAndVisibility shows that a product switched off in a
// locale's store view (Document.OffIn) is found by no query of that
// locale, neither listed nor searched nor counted in a facet, while the
// other locales find it; that NotListed keeps a product out of listings
// (no text) and NotSearched out of searches (text), Magento's visibility
// "Search" and "Catalog"; and that a reindex without them brings it back.
func testStoreViewsAndVisibility(t *testing.T, open func(t *testing.T) search.Engine) {
	ctx := context.Background()
	e, docs := indexed(t, open)
	at := func(id int64) *search.Document {
		i := slices.IndexFunc(docs, func(d search.Document) bool { return d.ID == id })
		return &docs[i]
	}
	// 1 (breeches Grip) off in French; 2 (breeches Classic) only in
	// searches; 3 (gloves Grip Pro) only in listings.
	at(1).OffIn = []i18n.Locale{i18n.French}
	at(2).NotListed = true
	at(3).NotSearched = true
	if err := e.Index(ctx, *at(1), *at(2), *at(3)); err != nil {
		t.Fatal(err)
	}
	listing := func(l i18n.Locale) search.Result {
		return run(t, e, search.Query{Locale: l, WithinCategoryIDs: []int64{CatRider}, Facets: true})
	}
	de, fr := listing(i18n.German), listing(i18n.French)
	if !contains(de.IDs, 1, 3) || contains(de.IDs, 2) {
		t.Errorf("de listing %v", de.IDs)
	}
	if contains(fr.IDs, 1) || contains(fr.IDs, 2) || !contains(fr.IDs, 3) || fr.Total != de.Total-1 {
		t.Errorf("fr listing %v (%d), de %d", fr.IDs, fr.Total, de.Total)
	}
	if fr.Facets.Categories[CatBreeches] != de.Facets.Categories[CatBreeches]-1 {
		t.Errorf("breeches facet fr %d, de %d", fr.Facets.Categories[CatBreeches], de.Facets.Categories[CatBreeches])
	}
	for _, c := range []struct {
		l    i18n.Locale
		text string
		id   int64
		want bool
	}{
		{i18n.German, "Reithose Grip", 1, true},
		{i18n.French, "Pantalon Grip", 1, false},
		{i18n.English, "breeches Grip", 1, true},
		{i18n.German, "Kniebesatz", 2, true},
		{i18n.German, "RHS-300", 3, false},
		{i18n.German, "Handschuhe", 3, false},
	} {
		if got := run(t, e, search.Query{Locale: c.l, Text: c.text}); contains(got.IDs, c.id) != c.want {
			t.Errorf("%s %q: %v, want %d found %v", c.l, c.text, got.IDs, c.id, c.want)
		}
	}
	at(1).OffIn, at(2).NotListed, at(3).NotSearched = nil, false, false
	if err := e.Index(ctx, *at(1), *at(2), *at(3)); err != nil {
		t.Fatal(err)
	}
	if fr := listing(i18n.French); !contains(fr.IDs, 1, 2, 3) {
		t.Errorf("fr listing after the reindex %v", fr.IDs)
	}
	if got := run(t, e, search.Query{Locale: i18n.German, Text: "RHS-300"}); !contains(got.IDs, 3) {
		t.Errorf("sku search after the reindex %v", got.IDs)
	}
}
