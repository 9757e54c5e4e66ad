package searchtest

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

// Run checks that an engine keeps the contract of search.Engine. open
// returns a fresh, empty engine; Run closes it when the subtest ends.
func Run(t *testing.T, open func(t *testing.T) search.Engine) {
	t.Run("word forms", func(t *testing.T) { testWordForms(t, open) })
	t.Run("typos", func(t *testing.T) { testTypos(t, open) })
	t.Run("exact above typo", func(t *testing.T) { testExactAboveTypo(t, open) })
	t.Run("exact SKU first", func(t *testing.T) { testSKU(t, open) })
	t.Run("type-ahead prefix", func(t *testing.T) { testPrefix(t, open) })
	t.Run("all words, else any", func(t *testing.T) { testAndThenOr(t, open) })
	t.Run("own locale only", func(t *testing.T) { testLocaleFields(t, open) })
	t.Run("filters", func(t *testing.T) { testFilters(t, open) })
	t.Run("facets", func(t *testing.T) { testFacets(t, open) })
	t.Run("price buckets", func(t *testing.T) { testPriceBuckets(t, open) })
	t.Run("sorts", func(t *testing.T) { testSorts(t, open) })
	t.Run("paging", func(t *testing.T) { testPaging(t, open) })
	t.Run("delete", func(t *testing.T) { testDelete(t, open) })
	t.Run("re-index replaces", func(t *testing.T) { testReindex(t, open) })
	t.Run("writes show at once", func(t *testing.T) { testWritesShowAtOnce(t, open) })
	t.Run("concurrent writes", func(t *testing.T) { testConcurrentWrites(t, open) })
	t.Run("count", func(t *testing.T) { testCount(t, open) })
	t.Run("odd input", func(t *testing.T) { testOddInput(t, open) })
	t.Run("bad queries", func(t *testing.T) { testBadQueries(t, open) })
	t.Run("bad documents change nothing", func(t *testing.T) { testBadDocuments(t, open) })
	t.Run("german compounds", func(t *testing.T) { testCompounds(t, open) })
	t.Run("relevance on the demo catalogue", func(t *testing.T) { testRelevance(t, open) })
	t.Run("store views and visibility", func(t *testing.T) { testStoreViewsAndVisibility(t, open) })
}

// indexed returns a fresh engine holding the fixtures.
func indexed(t *testing.T, open func(t *testing.T) search.Engine) (search.Engine, []search.Document) {
	t.Helper()
	e := open(t)
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	docs := Fixtures()
	if err := e.Index(context.Background(), docs...); err != nil {
		t.Fatalf("index fixtures: %v", err)
	}
	return e, docs
}

func run(t *testing.T, e search.Engine, q search.Query) search.Result {
	t.Helper()
	if q.Limit == 0 {
		q.Limit = 100
	}
	res, err := e.Search(context.Background(), q)
	if err != nil {
		t.Fatalf("search %+v: %v", q, err)
	}
	return res
}

func sorted(ids []int64) []int64 {
	out := slices.Clone(ids)
	slices.Sort(out)
	return out
}

func contains(ids []int64, want ...int64) bool {
	for _, w := range want {
		if !slices.Contains(ids, w) {
			return false
		}
	}
	return true
}

// textCase is one search by text: the results hold want (exactly want when
// exact is set) and start with first when it is not 0.
type textCase struct {
	locale i18n.Locale
	text   string
	want   []int64
	exact  bool
	first  int64
}

func checkText(t *testing.T, e search.Engine, cases []textCase) {
	t.Helper()
	for _, c := range cases {
		res := run(t, e, search.Query{Locale: c.locale, Text: c.text})
		switch {
		case c.exact && !slices.Equal(sorted(res.IDs), sorted(c.want)):
			t.Errorf("%s %q: got %v; want exactly %v", c.locale, c.text, res.IDs, sorted(c.want))
		case !contains(res.IDs, c.want...):
			t.Errorf("%s %q: got %v; want them to include %v", c.locale, c.text, res.IDs, c.want)
		case c.first != 0 && (len(res.IDs) == 0 || res.IDs[0] != c.first):
			t.Errorf("%s %q: got %v; want %d first", c.locale, c.text, res.IDs, c.first)
		}
		if res.Total != len(res.IDs) {
			t.Errorf("%s %q: total %d for %d hits on one page", c.locale, c.text, res.Total, len(res.IDs))
		}
	}
}

func testWordForms(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	checkText(t, e, []textCase{
		{"de", "Reithosen", []int64{1, 2, 3, 13}, true, 0},
		{"de", "reithose", []int64{1, 2, 3, 13}, true, 0},
		{"de", "Schabracken", []int64{5, 6}, true, 0},
		{"de", "Trensen", []int64{7}, true, 0},
		{"en", "bridles", []int64{7}, true, 0},
		{"en", "bridle", []int64{7}, true, 0},
		{"en", "gloves", []int64{3, 4}, true, 0},
		{"en", "saddle pads", []int64{5, 6}, true, 0},
		{"fr", "gants", []int64{3, 4}, true, 0},
		{"fr", "gant", []int64{3, 4}, true, 0},
		{"fr", "tapis", []int64{5, 6}, true, 0},
		{"fr", "licols", []int64{8}, true, 0},
		{"fr", "sabot", []int64{10}, true, 0},
	})
}

func testTypos(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	checkText(t, e, []textCase{
		{"de", "Reithsoe", []int64{1, 2}, false, 0},
		{"de", "Trennse", []int64{7}, false, 7},
		{"de", "Fliegenmsake", []int64{9}, false, 9},
		{"en", "headcolar", []int64{8}, false, 8},
		{"fr", "masqe", []int64{9}, false, 0},
	})
	// Words of three letters and numbers tolerate no typo.
	for _, c := range []struct {
		text string
		not  int64
	}{{"Gip", 1}, {"1002", 1}} {
		if res := run(t, e, search.Query{Locale: "de", Text: c.text}); slices.Contains(res.IDs, c.not) {
			t.Errorf("%q found product %d: %v", c.text, c.not, res.IDs)
		}
	}
}

func testExactAboveTypo(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	// Product 8 is a "Halfter"; product 15 has a "Halter", one letter off.
	res := run(t, e, search.Query{Locale: "de", Text: "Halfter"})
	if len(res.IDs) < 2 || res.IDs[0] != 8 || !slices.Contains(res.IDs, 15) {
		t.Errorf(`"Halfter": got %v; want 8 first and the typo match 15 after it`, res.IDs)
	}
}

func testSKU(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	checkText(t, e, []textCase{
		// Product 3's description names RH-1001 too; the SKU's owner wins.
		{"de", "RH-1001", []int64{1, 3}, false, 1},
		{"en", "rh-1001", []int64{1}, false, 1},
		{"de", "rh-1001-38-blk", []int64{1}, false, 1},
		{"fr", "TR-700-COB", []int64{7}, false, 7},
		{"de", "  RH-2002 ", []int64{2}, false, 2},
		{"de", "mf-1100", []int64{11}, false, 11},
	})
}

func testPrefix(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	checkText(t, e, []textCase{
		{"de", "reith", []int64{1, 2, 3, 4}, false, 0},
		{"de", "Schabr", []int64{5, 6}, false, 0},
		{"de", "Fliegenm", []int64{9}, false, 0},
		{"en", "headc", []int64{8}, false, 0},
		{"en", "saddle p", []int64{5, 6}, false, 0},
		{"fr", "pantalon équi", []int64{1, 2}, false, 0},
	})
}

func testAndThenOr(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	checkText(t, e, []textCase{
		// Product 3's description has "Reithose", its name "Grip".
		{"de", "Reithose Grip", []int64{1, 3}, true, 1},
		{"en", "gloves winter", []int64{4}, true, 4},
		// No product is both: any word then.
		{"de", "Reithose Ponyhof", []int64{1, 2, 13}, false, 0},
		{"fr", "licol selle", []int64{5, 6, 8, 12}, false, 0},
	})
}

func testLocaleFields(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	for _, c := range []textCase{
		{"fr", "Reithose", nil, true, 0},
		{"en", "Schabracke", nil, true, 0},
		{"de", "gloves", nil, true, 0},
		{"en", "gants", nil, true, 0},
	} {
		if res := run(t, e, search.Query{Locale: c.locale, Text: c.text}); len(res.IDs) != 0 || res.Total != 0 {
			t.Errorf("%s %q found another language's product: %v", c.locale, c.text, res.IDs)
		}
	}
}

func ptr[T any](v T) *T { return &v }

// filterCases are listings whose expected results the reference model
// computes.
func filterCases() []search.Query {
	return []search.Query{
		{},
		{CategoryIDs: []int64{CatBreeches}},
		{CategoryIDs: []int64{CatBreeches, CatGloves}},
		{CategoryIDs: []int64{CatHorse}},
		{ManufacturerIDs: []int64{MakerHofmann}},
		{ManufacturerIDs: []int64{MakerHofmann, MakerStall}},
		{ColorIDs: []int64{ColorBlack}},
		{SizeIDs: []int64{SizeFull}},
		{SizeIDs: []int64{Size36, SizeS}},
		{PriceFrom: ptr[int64](2000), PriceTo: ptr[int64](5000)},
		{PriceFrom: ptr[int64](10000)},
		{PriceTo: ptr[int64](2495)},
		{PriceFrom: ptr[int64](2495), PriceTo: ptr[int64](2495)},
		{CategoryIDs: []int64{CatRider}, ColorIDs: []int64{ColorBlack}},
		{CategoryIDs: []int64{CatHorse}, SizeIDs: []int64{SizeCob}, PriceTo: ptr[int64](5000)},
		{ManufacturerIDs: []int64{MakerRoyal}, ColorIDs: []int64{ColorWhite, ColorBlue}, SizeIDs: []int64{SizeFull}},
		{ColorIDs: []int64{999}},
		{CategoryIDs: []int64{-5, 0}},
		// A category listing's own category narrows like any other filter
		// and stays in every facet's count.
		{WithinCategoryIDs: []int64{CatRider}, CategoryIDs: []int64{CatGloves}},
		{WithinCategoryIDs: []int64{CatHorse}, CategoryIDs: []int64{CatBreeches}},
		{WithinCategoryIDs: []int64{CatRider}, ColorIDs: []int64{ColorBlack}},
		{WithinCategoryIDs: []int64{CatBreeches, CatHorse}, PriceTo: ptr[int64](5000)},
	}
}

func testFilters(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	for _, q := range filterCases() {
		for _, l := range i18n.Locales {
			q.Locale = l
			want := filterIDs(docs, q, nil)
			got := run(t, e, q)
			if !slices.Equal(sorted(got.IDs), want) || got.Total != len(want) {
				t.Errorf("%s: got %v (total %d); want %v", describe(q), got.IDs, got.Total, want)
			}
		}
	}
	// Filters apply to text matches too.
	q := search.Query{Locale: "de", Text: "Reithose", ColorIDs: []int64{ColorBlue}}
	if got := run(t, e, q); !slices.Equal(sorted(got.IDs), []int64{1, 13}) {
		t.Errorf("%s: got %v; want [1 13]", describe(q), got.IDs)
	}
}

func testFacets(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	for _, q := range filterCases() {
		q.Locale = "en"
		q.Facets = true
		got := run(t, e, q)
		want := referenceFacets(docs, q, nil)
		if diff := compareFacets(got.Facets, want); diff != "" {
			t.Errorf("%s: %s", describe(q), diff)
		}
	}
	// With text, the facets count the text's matches; the colour facet
	// ignores the colour filter.
	q := search.Query{Locale: "de", Text: "Reithose", ColorIDs: []int64{ColorBlue}, Facets: true}
	got := run(t, e, q)
	want := referenceFacets(docs, q, []int64{1, 2, 3, 13})
	if diff := compareFacets(got.Facets, want); diff != "" {
		t.Errorf("%s: %s", describe(q), diff)
	}
	if got.Facets.Colors[ColorBlack] != 2 || got.Facets.Colors[ColorBrown] != 1 {
		t.Errorf("disjunctive colour counts: got %v; want black 2 and brown 1 beside the chosen blue", got.Facets.Colors)
	}
	// Without Facets there are none.
	if res := run(t, e, search.Query{Locale: "de"}); res.Facets.Categories != nil || res.Facets.Prices != nil {
		t.Errorf("facets without asking: %+v", res.Facets)
	}
}

func testPriceBuckets(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	got := run(t, e, search.Query{Locale: "fr", Facets: true}).Facets.Prices
	// Fixture prices: 14.50, 19.95, 24.90, 24.95 | 29.95, 32.90, 34.95,
	// 39.90, 39.95, 49.90 | 59.95, 69.90, 89.95 | 129.00 | nothing
	// from 200 to 500 | 1890.00.
	want := []search.PriceBucket{
		{From: 0, To: 2500, Count: 4},
		{From: 2500, To: 5000, Count: 6},
		{From: 5000, To: 10000, Count: 3},
		{From: 10000, To: 20000, Count: 1},
		{From: 50000, To: 0, Count: 1},
	}
	if !slices.Equal(got, want) {
		t.Errorf("price buckets: got %v; want %v", got, want)
	}
	got = run(t, e, search.Query{Locale: "fr", Facets: true, CategoryIDs: []int64{CatStable}}).Facets.Prices
	want = []search.PriceBucket{{From: 0, To: 2500, Count: 1}, {From: 2500, To: 5000, Count: 2}}
	if !slices.Equal(got, want) {
		t.Errorf("price buckets of the stable: got %v; want %v", got, want)
	}
}

func testSorts(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	type sortCase struct {
		sort     search.SortField
		position int64
		cats     []int64
	}
	cases := []sortCase{
		{search.ByName, 0, nil},
		{search.ByPrice, 0, nil},
		{search.ByNewest, 0, nil},
		{search.ByPosition, CatBreeches, []int64{CatBreeches}},
		{search.ByPosition, CatRider, []int64{CatRider}},
		{search.ByPosition, CatFly, nil},
		{search.ByPosition, 0, nil},
		{search.ByRelevance, CatPads, []int64{CatHorse}},
		{search.ByRelevance, 0, []int64{CatRider}},
	}
	for _, c := range cases {
		for _, desc := range []bool{false, true} {
			for _, l := range i18n.Locales {
				q := search.Query{Locale: l, Sort: c.sort, Descending: desc, PositionCategory: c.position, CategoryIDs: c.cats}
				want := referenceOrder(docs, q, nil)
				if got := run(t, e, q); !slices.Equal(got.IDs, want) {
					t.Errorf("%s: got %v; want %v", describe(q), got.IDs, want)
				}
			}
		}
	}
	// Sorting text matches.
	for _, s := range []search.SortField{search.ByName, search.ByPrice, search.ByNewest} {
		for _, desc := range []bool{false, true} {
			q := search.Query{Locale: "de", Text: "Reithose", Sort: s, Descending: desc}
			want := referenceOrder(docs, q, []int64{1, 2, 3, 13})
			if got := run(t, e, q); !slices.Equal(got.IDs, want) {
				t.Errorf("%s: got %v; want %v", describe(q), got.IDs, want)
			}
		}
	}
}

func testPaging(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	for _, desc := range []bool{false, true} {
		q := search.Query{Locale: "de", Sort: search.ByPrice, Descending: desc}
		want := referenceOrder(docs, q, nil)
		var all []int64
		for offset := 0; offset < len(docs); offset += 4 {
			q.Offset, q.Limit = offset, 4
			page := run(t, e, q)
			if page.Total != len(docs) {
				t.Errorf("page at %d: total %d; want %d", offset, page.Total, len(docs))
			}
			all = append(all, page.IDs...)
		}
		if !slices.Equal(all, want) {
			t.Errorf("pages by price (descending %v): got %v; want %v", desc, all, want)
		}
	}
	for _, q := range []search.Query{
		{Locale: "de", Offset: 100, Limit: 10},
		{Locale: "de", Offset: 3, Limit: 0, Facets: true},
		{Locale: "de", Text: "Reithose", Offset: 50, Limit: 5},
	} {
		res, err := e.Search(context.Background(), q)
		if err != nil {
			t.Fatalf("%s: %v", describe(q), err)
		}
		want := len(docs)
		if q.Text != "" {
			want = 4
		}
		if len(res.IDs) != 0 || res.Total != want {
			t.Errorf("%s: got %v, total %d; want no ids and total %d", describe(q), res.IDs, res.Total, want)
		}
	}
}

func testDelete(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	ctx := context.Background()
	// A listing's category facet ignores the category filter; asked before
	// and after the delete, it must not answer from before.
	listing := search.Query{Locale: "de", CategoryIDs: []int64{CatBreeches}, Facets: true}
	if res := run(t, e, listing); res.Facets.Categories[CatGloves] != 2 {
		t.Errorf("gloves before delete: %d; want 2", res.Facets.Categories[CatGloves])
	}
	if err := e.Delete(ctx, 3, 999, -1); err != nil {
		t.Fatalf("delete: %v", err)
	}
	if err := e.Delete(ctx); err != nil {
		t.Fatalf("delete nothing: %v", err)
	}
	if n, err := e.Count(ctx); err != nil || n != len(docs)-1 {
		t.Errorf("count after delete: %d, %v; want %d", n, err, len(docs)-1)
	}
	checkText(t, e, []textCase{{"de", "Reithandschuhe", []int64{4}, true, 0}})
	if res := run(t, e, search.Query{Locale: "en", Text: "RHS-300"}); slices.Contains(res.IDs, 3) {
		t.Errorf("deleted product found by its SKU: %v", res.IDs)
	}
	for _, q := range []search.Query{{Locale: "de", Facets: true}, listing} {
		res := run(t, e, q)
		if res.Facets.Categories[CatGloves] != 1 || slices.Contains(res.IDs, 3) {
			t.Errorf("%s: deleted product still counted: %v, gloves %d", describe(q), res.IDs, res.Facets.Categories[CatGloves])
		}
	}
}

func testReindex(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	ctx := context.Background()
	d := docs[0]
	d.Name = map[i18n.Locale]string{"de": "Turnierjacket Elegance", "en": "Show jacket Elegance", "fr": "Veste de concours Elegance"}
	d.Description = map[i18n.Locale]string{"de": "Leichtes Jacket für das Turnier."}
	d.Categories = map[i18n.Locale][]string{"de": {"Reiter"}}
	d.CategoryIDs = []int64{CatRider}
	d.SKUs = []string{"TJ-1001"}
	d.Price = 24900
	d.Positions = nil
	if err := e.Index(ctx, d); err != nil {
		t.Fatalf("re-index: %v", err)
	}
	if n, err := e.Count(ctx); err != nil || n != len(docs) {
		t.Errorf("count after re-index: %d, %v; want %d", n, err, len(docs))
	}
	checkText(t, e, []textCase{
		{"de", "Turnierjacket", []int64{1}, true, 1},
		// German fills the gaps of the other languages.
		{"fr", "Turnier", []int64{1}, true, 1},
		{"en", "show jacket", []int64{1}, true, 1},
		{"de", "Vollbesatz", nil, true, 0},
		{"de", "TJ-1001", []int64{1}, false, 1},
	})
	// The old SKUs are gone: the variant's part "BLK" finds nothing, the
	// whole variant SKU at most the "1001" of the new one, not first.
	if res := run(t, e, search.Query{Locale: "de", Text: "BLK"}); len(res.IDs) != 0 {
		t.Errorf("re-indexed product found by a part of its old SKU: %v", res.IDs)
	}
	if res := run(t, e, search.Query{Locale: "de", Text: "RH-1001-38-BLK"}); len(res.IDs) > 0 && res.IDs[0] == 1 {
		t.Errorf("re-indexed product ranked first for its old variant SKU: %v", res.IDs)
	}
	if res := run(t, e, search.Query{Locale: "de", CategoryIDs: []int64{CatBreeches}}); slices.Contains(res.IDs, 1) {
		t.Errorf("re-indexed product kept its old category: %v", res.IDs)
	}
	if res := run(t, e, search.Query{Locale: "de", PriceFrom: ptr[int64](20000), PriceTo: ptr[int64](50000)}); !slices.Equal(res.IDs, []int64{1}) {
		t.Errorf("re-indexed price: got %v; want [1]", res.IDs)
	}
}

// testWritesShowAtOnce asks the same queries before and after each write:
// an engine that keeps results must answer as a fresh engine holding the
// same documents does, never from before the write.
func testWritesShowAtOnce(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	ctx := context.Background()
	queries := []search.Query{
		{Locale: "de", CategoryIDs: []int64{CatRider}, Sort: search.ByPosition, PositionCategory: CatRider, Facets: true, Limit: 3},
		{Locale: "de", CategoryIDs: []int64{CatBreeches}, ColorIDs: []int64{ColorBlack}, Facets: true},
		{Locale: "de", Text: "Reithose", Facets: true},
		{Locale: "en", Text: "breeches", Sort: search.ByPrice},
		{Locale: "de", Sort: search.ByNewest, Offset: 1, Limit: 4},
		{Locale: "fr", PriceFrom: ptr[int64](0), PriceTo: ptr[int64](10000), Facets: true},
	}
	same := func(step string, current []search.Document) {
		t.Helper()
		fresh := open(t)
		t.Cleanup(func() { _ = fresh.Close() })
		if err := fresh.Index(ctx, current...); err != nil {
			t.Fatal(err)
		}
		for _, q := range queries {
			got, want := run(t, e, q), run(t, fresh, q)
			if !slices.Equal(got.IDs, want.IDs) || got.Total != want.Total {
				t.Errorf("%s, %s: ids %v (total %d); a fresh index answers %v (%d)", step, describe(q), got.IDs, got.Total, want.IDs, want.Total)
			}
			if q.Facets {
				if diff := compareFacets(got.Facets, want.Facets); diff != "" {
					t.Errorf("%s, %s: facets %s", step, describe(q), diff)
				}
			}
		}
	}
	// Twice, so that an engine that keeps results answers from them.
	for range 2 {
		for _, q := range queries {
			run(t, e, q)
		}
	}
	// A product moves to gloves, gets cheaper and black, and is renamed.
	changed := docs[0]
	changed.Name = map[i18n.Locale]string{"de": "Reithose Neu", "en": "New breeches"}
	changed.CategoryIDs, changed.Positions = []int64{CatRider, CatGloves}, map[int64]int{CatRider: 0}
	changed.Price = 500
	changed.ColorIDs = []int64{ColorBlack}
	if err := e.Index(ctx, changed); err != nil {
		t.Fatal(err)
	}
	current := append([]search.Document{changed}, docs[1:]...)
	same("after index", current)
	if err := e.Delete(ctx, docs[1].ID); err != nil {
		t.Fatal(err)
	}
	current = slices.Delete(current, 1, 2)
	same("after delete", current)
	// A result someone changed must not change what the engine answers.
	res := run(t, e, queries[0])
	if len(res.IDs) > 0 {
		res.IDs[0] = -1
	}
	for id := range res.Facets.Categories {
		res.Facets.Categories[id] = -1
	}
	same("after changing a result", current)
}

func testCount(t *testing.T, open func(t *testing.T) search.Engine) {
	ctx := context.Background()
	e := open(t)
	t.Cleanup(func() { _ = e.Close() })
	if n, err := e.Count(ctx); err != nil || n != 0 {
		t.Errorf("empty count: %d, %v", n, err)
	}
	if res := run(t, e, search.Query{Locale: "de", Text: "Reithose", Facets: true}); res.Total != 0 || len(res.IDs) != 0 {
		t.Errorf("empty index found %v", res.IDs)
	}
	docs := Fixtures()
	if err := e.Index(ctx, docs...); err != nil {
		t.Fatal(err)
	}
	// Indexing the same products again replaces them.
	if err := e.Index(ctx, docs[:5]...); err != nil {
		t.Fatal(err)
	}
	if err := e.Index(ctx); err != nil {
		t.Fatalf("index nothing: %v", err)
	}
	if n, err := e.Count(ctx); err != nil || n != len(docs) {
		t.Errorf("count: %d, %v; want %d", n, err, len(docs))
	}
}

// OddTexts are search texts a shop receives: syntax of query languages,
// NUL bytes, broken UTF-8, emoji, SQL, and 10 KB of text.
func OddTexts() []string {
	return []string{
		"", " ", "\t\n", "a", "ab", "ä", "ǅ", "\u200b", "e\u0301quitation",
		`+-&|!(){}[]^"~*?:\/`, `"Reithose"`, "Reit*", "Reithose~2", "name_de:Reithose", "+Reithose -Grip",
		"Reithose AND Grip", "Reithose & | ! Grip", "'Reithose'", "'':*", "(", ")", "!!", "&&", "|", ":*",
		"🐴 Reithose 🏇", "🐴", "Reit\x00hose", "\x00\x00", "\xff\xfe Reithose", "\xc3\x28",
		"'; DROP TABLE search_document; --", "%_%", "?", "$1", "\\", "\\\\'",
		"der die das", "und", "le la les", "the", "1e308", "-1", "00000", "99999999999999999999",
		strings.Repeat("Reithose ", 1200),
		strings.Repeat("x", 10240),
		strings.Repeat("ü", 5000),
		strings.Repeat("a b ", 2600),
	}
}

func testOddInput(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	for _, text := range OddTexts() {
		for _, l := range i18n.Locales {
			for _, s := range []search.SortField{search.ByRelevance, search.ByName} {
				q := search.Query{Locale: l, Text: text, Sort: s, Facets: true, Limit: 10, ColorIDs: []int64{ColorBlack, ColorBlue}}
				res, err := e.Search(context.Background(), q)
				if err != nil {
					t.Errorf("%s %q: %v", l, clip(text), err)
					continue
				}
				if len(res.IDs) > 10 || res.Total < len(res.IDs) {
					t.Errorf("%s %q: %d ids, total %d", l, clip(text), len(res.IDs), res.Total)
				}
			}
		}
	}
	// Overlong text is cut, not refused: its first words still search.
	if res := run(t, e, search.Query{Locale: "de", Text: strings.Repeat("Reithose ", 1200)}); !slices.Contains(res.IDs, 1) {
		t.Errorf("10 KB of Reithose: got %v; want product 1", res.IDs)
	}
	if res := run(t, e, search.Query{Locale: "de", Text: "   "}); res.Total != 15 {
		t.Errorf("blank text: total %d; want every product", res.Total)
	}
	// Documents with odd texts index as well.
	odd := search.Document{ID: 77, SKUs: []string{"ODD\x00-1"}, Name: map[i18n.Locale]string{"de": "Seltsam\x00 \xff Reithose 🐴 'x':* & |"},
		Description: map[i18n.Locale]string{"fr": strings.Repeat("é", 20000)}}
	if err := e.Index(context.Background(), odd); err != nil {
		t.Errorf("index odd document: %v", err)
	}
	checkText(t, e, []textCase{{"de", "Seltsam", []int64{77}, true, 0}})
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func testBadQueries(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	many := make([]int64, search.MaxFilterValues+1)
	for i := range many {
		many[i] = int64(i + 1)
	}
	cases := []struct {
		name string
		q    search.Query
	}{
		{"no locale", search.Query{}},
		{"unknown locale", search.Query{Locale: "xx"}},
		{"locale in capitals", search.Query{Locale: "DE"}},
		{"unknown sort", search.Query{Locale: "de", Sort: "popularity"}},
		{"negative offset", search.Query{Locale: "de", Offset: -1}},
		{"offset too deep", search.Query{Locale: "de", Offset: search.MaxOffset + 1}},
		{"negative limit", search.Query{Locale: "de", Limit: -1}},
		{"limit too large", search.Query{Locale: "de", Limit: search.MaxLimit + 1}},
		{"too many categories", search.Query{Locale: "de", CategoryIDs: many}},
		{"too many colours", search.Query{Locale: "de", ColorIDs: many}},
		{"negative price", search.Query{Locale: "de", PriceFrom: ptr[int64](-1)}},
		{"negative upper price", search.Query{Locale: "de", PriceTo: ptr[int64](-100)}},
		{"prices reversed", search.Query{Locale: "de", PriceFrom: ptr[int64](5000), PriceTo: ptr[int64](1000)}},
	}
	for _, c := range cases {
		_, err := e.Search(context.Background(), c.q)
		if apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("%s: got %v; want an Invalid error", c.name, err)
		}
	}
}

func testBadDocuments(t *testing.T, open func(t *testing.T) search.Engine) {
	e, docs := indexed(t, open)
	ctx := context.Background()
	good := search.Document{ID: 50, Name: map[i18n.Locale]string{"de": "Longierleine Baumwolle"}}
	for _, bad := range []search.Document{{ID: 0}, {ID: -3, Name: map[i18n.Locale]string{"de": "Longierleine"}}} {
		err := e.Index(ctx, good, bad)
		if apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("index id %d: got %v; want an Invalid error", bad.ID, err)
		}
	}
	if n, err := e.Count(ctx); err != nil || n != len(docs) {
		t.Errorf("count after refused documents: %d, %v; want %d", n, err, len(docs))
	}
	checkText(t, e, []textCase{{"de", "Longierleine", nil, true, 0}})
}

// filterIDs are the ids of docs that pass q's filters, and are among
// candidates when it is not nil, ascending.
func filterIDs(docs []search.Document, q search.Query, candidates []int64) []int64 {
	out := []int64{}
	for _, d := range docs {
		if passes(d, q, -1) && (candidates == nil || slices.Contains(candidates, d.ID)) {
			out = append(out, d.ID)
		}
	}
	return out
}

// The facet kinds of the reference model.
const (
	kindCategory = iota
	kindMaker
	kindColor
	kindSize
	kindPrice
	kindWithin // never skipped: no facet
)

// passes reports whether d passes q's filters except the one of kind skip.
func passes(d search.Document, q search.Query, skip int) bool {
	anyOf := func(kind int, want, have []int64) bool {
		if kind == skip || len(want) == 0 {
			return true
		}
		for _, w := range want {
			if slices.Contains(have, w) {
				return true
			}
		}
		return false
	}
	ok := anyOf(kindWithin, q.WithinCategoryIDs, d.CategoryIDs) &&
		anyOf(kindCategory, q.CategoryIDs, d.CategoryIDs) &&
		anyOf(kindMaker, q.ManufacturerIDs, []int64{d.ManufacturerID}) &&
		anyOf(kindColor, q.ColorIDs, d.ColorIDs) &&
		anyOf(kindSize, q.SizeIDs, d.SizeIDs)
	if skip != kindPrice {
		ok = ok && (q.PriceFrom == nil || d.Price >= *q.PriceFrom) && (q.PriceTo == nil || d.Price < *q.PriceTo)
	}
	return ok
}

// referenceFacets counts by brute force what the engines must count.
func referenceFacets(docs []search.Document, q search.Query, candidates []int64) search.Facets {
	f := search.Facets{Categories: map[int64]int{}, Manufacturers: map[int64]int{}, Colors: map[int64]int{}, Sizes: map[int64]int{}}
	edges := []int64{0, 2500, 5000, 10000, 20000, 50000}
	buckets := make([]int, len(edges))
	for _, d := range docs {
		if candidates != nil && !slices.Contains(candidates, d.ID) {
			continue
		}
		if passes(d, q, kindCategory) {
			for _, c := range d.CategoryIDs {
				f.Categories[c]++
			}
		}
		if passes(d, q, kindMaker) && d.ManufacturerID != 0 {
			f.Manufacturers[d.ManufacturerID]++
		}
		if passes(d, q, kindColor) {
			for _, c := range d.ColorIDs {
				f.Colors[c]++
			}
		}
		if passes(d, q, kindSize) {
			for _, s := range d.SizeIDs {
				f.Sizes[s]++
			}
		}
		if passes(d, q, kindPrice) {
			i := len(edges) - 1
			for d.Price < edges[i] {
				i--
			}
			buckets[i]++
		}
	}
	f.Prices = []search.PriceBucket{}
	for i, n := range buckets {
		if n == 0 {
			continue
		}
		b := search.PriceBucket{From: edges[i], Count: n}
		if i+1 < len(edges) {
			b.To = edges[i+1]
		}
		f.Prices = append(f.Prices, b)
	}
	return f
}

func compareFacets(got, want search.Facets) string {
	var diffs []string
	for _, m := range []struct {
		name      string
		got, want map[int64]int
	}{
		{"categories", got.Categories, want.Categories},
		{"manufacturers", got.Manufacturers, want.Manufacturers},
		{"colours", got.Colors, want.Colors},
		{"sizes", got.Sizes, want.Sizes},
	} {
		if len(m.got) != len(m.want) {
			diffs = append(diffs, fmt.Sprintf("%s: got %v; want %v", m.name, m.got, m.want))
			continue
		}
		for k, v := range m.want {
			if m.got[k] != v {
				diffs = append(diffs, fmt.Sprintf("%s: got %v; want %v", m.name, m.got, m.want))
				break
			}
		}
	}
	if !slices.Equal(got.Prices, want.Prices) {
		diffs = append(diffs, fmt.Sprintf("prices: got %v; want %v", got.Prices, want.Prices))
	}
	return strings.Join(diffs, "; ")
}

// referenceOrder sorts the docs passing q's filters (and among candidates,
// when not nil) as the engines must: Descending reverses the main key
// only; ties go by name for positions, then by id ascending.
func referenceOrder(docs []search.Document, q search.Query, candidates []int64) []int64 {
	var hits []search.Document
	for _, d := range docs {
		if passes(d, q, -1) && (candidates == nil || slices.Contains(candidates, d.ID)) {
			hits = append(hits, d)
		}
	}
	name := func(d search.Document) string { return search.SortKey(d.Name[q.Locale]) }
	reverse := func(c int, desc bool) int {
		if desc {
			return -c
		}
		return c
	}
	byPosition := func(a, b search.Document, desc bool) int {
		if q.PositionCategory == 0 {
			return reverse(cmp.Compare(name(a), name(b)), desc)
		}
		pa, oka := a.Positions[q.PositionCategory]
		pb, okb := b.Positions[q.PositionCategory]
		switch {
		case oka && okb && pa != pb:
			return reverse(cmp.Compare(pa, pb), desc)
		case oka != okb:
			if oka {
				return -1 // without a position last, either way
			}
			return 1
		}
		return cmp.Compare(name(a), name(b))
	}
	slices.SortStableFunc(hits, func(a, b search.Document) int {
		var c int
		switch q.Sort {
		case search.ByName:
			c = reverse(cmp.Compare(name(a), name(b)), q.Descending)
		case search.ByPrice:
			c = reverse(cmp.Compare(a.Price, b.Price), q.Descending)
		case search.ByNewest:
			c = reverse(a.NewSince.Compare(b.NewSince), q.Descending)
		case search.ByPosition:
			c = byPosition(a, b, q.Descending)
		default: // relevance without text
			c = byPosition(a, b, false)
		}
		if c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	out := make([]int64, len(hits))
	for i, d := range hits {
		out[i] = d.ID
	}
	return out
}

func describe(q search.Query) string {
	var parts []string
	parts = append(parts, string(q.Locale))
	if q.Text != "" {
		parts = append(parts, fmt.Sprintf("text %q", clip(q.Text)))
	}
	if q.Sort != "" {
		parts = append(parts, fmt.Sprintf("sort %s desc %v pos %d", q.Sort, q.Descending, q.PositionCategory))
	}
	for _, f := range []struct {
		name string
		ids  []int64
	}{{"within", q.WithinCategoryIDs}, {"cats", q.CategoryIDs}, {"makers", q.ManufacturerIDs}, {"colours", q.ColorIDs}, {"sizes", q.SizeIDs}} {
		if len(f.ids) > 0 {
			parts = append(parts, fmt.Sprintf("%s %v", f.name, f.ids))
		}
	}
	if q.PriceFrom != nil {
		parts = append(parts, fmt.Sprintf("from %d", *q.PriceFrom))
	}
	if q.PriceTo != nil {
		parts = append(parts, fmt.Sprintf("to %d", *q.PriceTo))
	}
	if q.Offset != 0 || q.Limit != 0 {
		parts = append(parts, fmt.Sprintf("offset %d limit %d", q.Offset, q.Limit))
	}
	return strings.Join(parts, " ")
}

// testCompounds checks German compounds: the head of a compound finds it
// ("Hose" the "Reithose"), a compound typed whole finds its parts
// ("Winterhandschuhe" the "Winter-Reithandschuhe"), umlauts typed as ae,
// oe, ue find them, a match in the name ranks above one in the
// description, and sold-out products rank after available ones.
func testCompounds(t *testing.T, open func(t *testing.T) search.Engine) {
	e, _ := indexed(t, open)
	checkText(t, e, []textCase{
		{"de", "Hose", []int64{1, 2, 13}, false, 0},
		{"de", "Hosen", []int64{1, 2, 13}, false, 0},
		{"de", "Winterhandschuhe", []int64{4}, false, 4},
		{"de", "Gefuetterte", []int64{4}, true, 4},
		{"de", "Dressurschabracken", []int64{5}, false, 5},
	})
	// Product 3's description names a "Reithose" too: the products named
	// so (1, 2 and the "Kinderreithose" 13) come first.
	res := run(t, e, search.Query{Locale: "de", Text: "Hose"})
	if len(res.IDs) < 4 || !slices.Equal(sorted(res.IDs[:3]), []int64{1, 2, 13}) {
		t.Errorf(`"Hose": got %v; want 1, 2 and 13 (named so) before 3 (described so)`, res.IDs)
	}
	// Products 3 and 4 are both Reithandschuhe; 4 is sold out.
	res = run(t, e, search.Query{Locale: "de", Text: "Handschuhe"})
	if i3, i4 := slices.Index(res.IDs, 3), slices.Index(res.IDs, 4); i3 < 0 || i4 < 0 || i3 > i4 {
		t.Errorf(`"Handschuhe": got %v; want 3 before the sold-out 4`, res.IDs)
	}
}
